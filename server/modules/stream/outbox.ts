import { REALTIME_MAX_EVENTS_PER_SECOND } from '../../../core/domain/notifications';

type Entry = { event: string; data: unknown; key: string | null };

/**
 * The per-client send queue of the one stream (spec §9: at most 10 events per second per client). Events go
 * out in the order they arrived; beyond the budget of a one-second window they wait for the next window.
 * An event with a coalescing key (a count, the unread badges) replaces a waiting one with the same key in
 * place (latest value wins), so a burst of count changes costs one event; notifications and messages carry
 * no key and all wait their turn in order.
 */
export class StreamOutbox {
  private readonly queue: Entry[] = [];
  private readonly waitingByKey = new Map<string, Entry>();
  private windowStart = 0;
  private sentInWindow = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly write: (event: string, data: unknown) => void,
    private readonly maxPerSecond = REALTIME_MAX_EVENTS_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queue an event; `key` makes it coalesce with a waiting event of the same key. */
  push(event: string, data: unknown, key: string | null = null): void {
    if (this.closed) return;
    const waiting = key === null ? undefined : this.waitingByKey.get(key);
    if (waiting) {
      waiting.data = data;
      return;
    }
    const entry: Entry = { event, data, key };
    this.queue.push(entry);
    if (key !== null) this.waitingByKey.set(key, entry);
    this.flush();
  }

  /** Events waiting for the next window (for tests). */
  get pending(): number {
    return this.queue.length;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.waitingByKey.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    if (this.timer || this.closed) return;
    const now = this.now();
    if (now - this.windowStart >= 1_000) {
      this.windowStart = now;
      this.sentInWindow = 0;
    }
    while (this.queue.length > 0 && this.sentInWindow < this.maxPerSecond) {
      const entry = this.queue.shift() as Entry;
      if (entry.key !== null) this.waitingByKey.delete(entry.key);
      this.sentInWindow += 1;
      this.write(entry.event, entry.data);
    }
    if (this.queue.length > 0) {
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.flush();
        },
        Math.max(1, this.windowStart + 1_000 - now),
      );
      this.timer.unref?.();
    }
  }
}
