import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADED_ATTRIBUTE } from '@core/domain/serverRender';
import { bootPreloadsAdded } from './bootPreloads';

/**
 * web/lib/bootPreloads.ts (issue 17): the app imports a server page's route module only once the boot script has
 * added the page's preload links, so Vite's preload helper never adds the missing ones in one long task.
 */
type Callback = () => void;
let observers: { callback: Callback; disconnected: boolean }[] = [];

/** A document with or without the boot script, whose <html> attributes the test sets. */
const fakeDocument = (withBootScript: boolean) => {
  const attributes = new Set<string>();
  return {
    attributes,
    set: (name: string) => {
      attributes.add(name);
      for (const observer of observers) if (!observer.disconnected) observer.callback();
    },
    doc: {
      documentElement: { hasAttribute: (name: string) => attributes.has(name) },
      querySelector: (selector: string) =>
        withBootScript && selector.includes('data-kring-boot') ? {} : null,
    } as unknown as Document,
  };
};

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'MutationObserver',
    class {
      entry: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('bootPreloadsAdded', () => {
  it('resolves at once on a page without the boot script (a client-rendered screen)', async () => {
    expect(await settled(bootPreloadsAdded(fakeDocument(false).doc))).toBe(true);
  });

  it('resolves at once when the boot script has added its links already', async () => {
    const page = fakeDocument(true);
    page.attributes.add(PRELOADED_ATTRIBUTE);
    expect(await settled(bootPreloadsAdded(page.doc))).toBe(true);
  });

  it('waits until the boot script marks <html>, then stops watching', async () => {
    const page = fakeDocument(true);
    const waiting = bootPreloadsAdded(page.doc);
    expect(await settled(waiting)).toBe(false);
    page.set('data-something-else');
    expect(await settled(waiting)).toBe(false);
    page.set(PRELOADED_ATTRIBUTE);
    expect(await settled(waiting)).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('gives up waiting after three seconds, so a broken boot script cannot stall the start', async () => {
    const waiting = bootPreloadsAdded(fakeDocument(true).doc);
    vi.advanceTimersByTime(2_999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
