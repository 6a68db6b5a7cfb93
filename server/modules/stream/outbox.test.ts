import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamOutbox } from './outbox';

describe('StreamOutbox (10 events per second per client)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends 10 in a second, the rest in order in the next windows', () => {
    const sent: unknown[] = [];
    const outbox = new StreamOutbox((_, data) => sent.push(data));
    for (let i = 1; i <= 25; i += 1) outbox.push('notification', i);
    expect(sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(20);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(outbox.pending).toBe(0);
  });

  it('coalesces waiting counts by key (latest wins, in place)', () => {
    const sent: [string, unknown][] = [];
    const outbox = new StreamOutbox((event, data) => sent.push([event, data]));
    for (let i = 0; i < 10; i += 1) outbox.push('notification', i);
    outbox.push('saved-count', { count: 1 }, 'saved:a');
    outbox.push('notification', 'late');
    outbox.push('saved-count', { count: 2 }, 'saved:a');
    outbox.push('unread', { notifications: 1 }, 'unread');
    outbox.push('saved-count', { count: 3 }, 'saved:a');
    outbox.push('unread', { notifications: 2 }, 'unread');
    expect(outbox.pending).toBe(3);
    vi.advanceTimersByTime(1_000);
    expect(sent.slice(10)).toEqual([
      ['saved-count', { count: 3 }],
      ['notification', 'late'],
      ['unread', { notifications: 2 }],
    ]);
    // Once sent, a new value of the key is a new event.
    outbox.push('saved-count', { count: 4 }, 'saved:a');
    expect(sent.at(-1)).toEqual(['saved-count', { count: 4 }]);
  });

  it('drops everything on close', () => {
    const sent: unknown[] = [];
    const outbox = new StreamOutbox((_, data) => sent.push(data));
    for (let i = 0; i < 12; i += 1) outbox.push('notification', i);
    outbox.close();
    vi.advanceTimersByTime(5_000);
    outbox.push('notification', 'after');
    expect(sent).toHaveLength(10);
  });
});
