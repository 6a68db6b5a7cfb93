import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RECONNECT_DELAYS_MS } from '@core/domain/notifications';
import { type EventSourceLike, RealtimeClient } from './client';

/** A stand-in EventSource the test drives: `emit` a named event, `fail` as the browser's onerror. */
class FakeSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const h of this.handlers.get(type) ?? []) h({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const setup = () => {
  const sources: FakeSource[] = [];
  const sent: { streamId: string; topics: unknown }[] = [];
  const client = new RealtimeClient({
    openSource: () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    },
    sendTopics: async (streamId, topics) => {
      sent.push({ streamId, topics });
    },
  });
  const last = () => sources.at(-1) as FakeSource;
  return { client, sources, sent, last };
};

describe('RealtimeClient reconnect (spec §9: 1, 2, 5, 10, 30 s; notice after 5 failures)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the failed EventSource and reopens after 1, 2, 5, 10, 30 s, then shows the notice', () => {
    const { client, sources, last } = setup();
    client.connect();
    expect(client.state).toBe('connecting');
    REALTIME_RECONNECT_DELAYS_MS.forEach((delay, i) => {
      const failing = last();
      failing.fail();
      expect(failing.closed).toBe(true);
      expect(client.state).toBe(i + 1 >= 5 ? 'failed' : 'retrying');
      vi.advanceTimersByTime(delay - 1);
      expect(sources).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(i + 2);
    });
    // The notice stays while attempts go on in the background every 30 s.
    last().fail();
    expect(client.state).toBe('failed');
    vi.advanceTimersByTime(30_000);
    expect(sources).toHaveLength(7);
    // A stream that opens clears it.
    last().emit('ready', { streamId: 's7', signedIn: true });
    expect(client.state).toBe('open');
    expect(client.failedAttempts).toBe(0);
  });

  it('retry() starts over at once with the first delay', () => {
    const { client, sources, last } = setup();
    client.connect();
    for (let i = 0; i < 5; i += 1) {
      last().fail();
      vi.runOnlyPendingTimers();
    }
    expect(client.state).toBe('failed');
    const before = sources.length;
    client.retry();
    expect(sources).toHaveLength(before + 1);
    expect(client.state).toBe('connecting');
    last().fail();
    expect(client.state).toBe('retrying');
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(before + 2);
  });

  it('dispatches events by name and re-sends the topics after a reconnect', async () => {
    const { client, sent, last } = setup();
    const counts: unknown[] = [];
    client.on('saved-count', (d) => counts.push(d));
    const release = client.addTopic('savedCounts', 'e1');
    client.addTopic('followers', 'u1');
    client.connect();
    last().emit('ready', { streamId: 'one', signedIn: false });
    await Promise.resolve();
    expect(sent.at(-1)).toEqual({
      streamId: 'one',
      topics: { savedCounts: ['e1'], followers: ['u1'], venueSavedCounts: [], professionalSavedCounts: [] },
    });
    last().emit('saved-count', { eventId: 'e1', count: 3 });
    expect(counts).toEqual([{ eventId: 'e1', count: 3 }]);

    last().fail();
    vi.advanceTimersByTime(1_000);
    last().emit('ready', { streamId: 'two', signedIn: false });
    expect(sent.at(-1)?.streamId).toBe('two');

    release();
    await Promise.resolve();
    expect(sent.at(-1)?.topics).toMatchObject({ savedCounts: [], followers: ['u1'] });
  });

  it('ignores events of a source it already closed', () => {
    const { client, last } = setup();
    const seen: unknown[] = [];
    client.on('notification', (d) => seen.push(d));
    client.connect();
    const old = last();
    client.connect();
    old.emit('notification', { id: 'x' });
    expect(seen).toEqual([]);
  });
});
