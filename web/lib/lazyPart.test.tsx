// @vitest-environment happy-dom
import { Suspense, act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE } from '@core/domain/serverRender';
import { markAppReady } from './appReady';
import { lazyPart } from './lazyPart';

/** A chunk that loads when the test says so. */
const deferredChunk = <P extends object>() => {
  let settle: { resolve: (c: ComponentType<P>) => void; reject: (e: unknown) => void } | null = null;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<ComponentType<P>>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    load,
    calls: () => calls,
    resolve: (component: ComponentType<P>) => settle?.resolve(component),
    reject: (error: unknown) => settle?.reject(error),
  };
};

const Menu = ({ label }: { label: string }) => <button type="button">{label}</button>;
/** A part that says whether it started open. */
const Opened = ({ defaultOpen = false }: { defaultOpen?: boolean }) => (
  <p>{defaultOpen ? 'open' : 'closed'}</p>
);

let host: HTMLElement;
let root: Root;
/** Every content the container had at a commit: React's Suspense fallback would show up here. */
let seen: string[];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const mount = async (node: React.ReactNode) => {
  host = document.createElement('div');
  document.body.append(host);
  seen = [];
  new MutationObserver(() => seen.push(host.innerHTML)).observe(host, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  root = createRoot(host);
  await act(async () => root.render(node));
};

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('lazyPart', () => {
  // First: the page is not ready yet only until a test marks it (appReady.ts keeps one signal per page).
  it('asks for its chunk only once the page is ready', async () => {
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    const chunk = deferredChunk<{ label: string }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(<LazyMenu label="Menu" fallback={<span>stand-in</span>} />);
    expect(chunk.calls()).toBe(0);
    expect(host.innerHTML).toBe('<span>stand-in</span>');
    await act(async () => markAppReady());
    expect(chunk.calls()).toBe(1);
    await act(async () => chunk.resolve(Menu));
    expect(host.innerHTML).toBe('<button type="button">Menu</button>');
  });

  it('shows its fallback until the chunk is there, then the part, and never suspends', async () => {
    const chunk = deferredChunk<{ label: string }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(
      <Suspense fallback={<i>suspended</i>}>
        <LazyMenu label="Menu" fallback={<span>stand-in</span>} />
      </Suspense>,
    );
    expect(host.innerHTML).toBe('<span>stand-in</span>');
    await act(async () => chunk.resolve(Menu));
    expect(host.innerHTML).toBe('<button type="button">Menu</button>');
    // A Suspense fallback anywhere makes React hold back the next reveals for 300 ms (lazyPart.tsx).
    expect(seen.some((html) => html.includes('suspended'))).toBe(false);
    expect(chunk.calls()).toBe(1);
  });

  it('renders an already loaded part at once on a later mount', async () => {
    const chunk = deferredChunk<{ label: string }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(<LazyMenu label="Eerst" fallback={<span>stand-in</span>} />);
    await act(async () => chunk.resolve(Menu));
    await act(async () => root.unmount());
    host.remove();

    await mount(<LazyMenu label="Later" fallback={<span>stand-in</span>} />);
    expect(seen.some((html) => html.includes('stand-in'))).toBe(false);
    expect(host.innerHTML).toBe('<button type="button">Later</button>');
    expect(chunk.calls()).toBe(1);
  });

  it('keeps the fallback when the chunk fails, and loads it again on the next mount', async () => {
    const chunk = deferredChunk<{ label: string }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(<LazyMenu label="Menu" fallback={<span>stand-in</span>} />);
    await act(async () => chunk.reject(new Error('offline')));
    expect(host.innerHTML).toBe('<span>stand-in</span>');
    await act(async () => root.unmount());
    host.remove();

    await mount(<LazyMenu label="Menu" fallback={<span>stand-in</span>} />);
    expect(chunk.calls()).toBe(2);
    await act(async () => chunk.resolve(Menu));
    expect(host.innerHTML).toBe('<button type="button">Menu</button>');
  });

  it('keeps the fallback when the part fails to render', async () => {
    const Broken = (): never => {
      throw new Error('kapot');
    };
    const chunk = deferredChunk<object>();
    const LazyBroken = lazyPart(chunk.load);
    await mount(<LazyBroken fallback={<span>stand-in</span>} />);
    const error = console.error;
    console.error = () => undefined;
    try {
      await act(async () => chunk.resolve(Broken));
    } finally {
      console.error = error;
    }
    expect(host.innerHTML).toBe('<span>stand-in</span>');
  });

  it('keeps a press on the stand-in: the part starts open', async () => {
    const chunk = deferredChunk<{ defaultOpen?: boolean }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(
      <LazyMenu
        fallback={(press) => (
          <button type="button" onClick={press}>
            stand-in
          </button>
        )}
      />,
    );
    await act(async () => host.querySelector('button')?.click());
    await act(async () => chunk.resolve(Opened));
    expect(host.innerHTML).toBe('<p>open</p>');
  });

  it('leaves the part closed when the stand-in was not pressed', async () => {
    const chunk = deferredChunk<{ defaultOpen?: boolean }>();
    const LazyMenu = lazyPart(chunk.load);
    await mount(<LazyMenu fallback={(press) => <button type="button" onClick={press} />} />);
    await act(async () => chunk.resolve(Opened));
    expect(host.innerHTML).toBe('<p>closed</p>');
  });

  it('renders the fallback on the server, which is what hydration meets', () => {
    const LazyMenu = lazyPart<{ label: string }>(() => Promise.resolve(Menu));
    expect(renderToString(<LazyMenu label="Menu" fallback={<span>stand-in</span>} />)).toBe(
      '<span>stand-in</span>',
    );
  });
});
