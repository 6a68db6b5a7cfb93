import type { Db } from './client';

/**
 * A read computed at most once per `ttlMs` for each database (tests open many; a server has one), for
 * public aggregates that count over every upcoming event and need not be to-the-second: the category
 * counts, the landing-page counters. Concurrent callers share one query; a failed one is not kept. Per
 * server instance, so instances may differ by up to `ttlMs`; `invalidate(db)` drops the entry at once (a write
 * that must show now, e.g. an admin's new category, announced to every instance over LISTEN/NOTIFY).
 */
export const cachedPerDb = <T>(
  ttlMs: number,
  compute: (db: Db, now: Date) => Promise<T>,
): ((db: Db, nowMs?: number) => Promise<T>) & { invalidate: (db: Db) => void } => {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const read = (db: Db, nowMs = Date.now()): Promise<T> => {
    const hit = cache.get(db);
    // A clock that went back (or a caller's earlier `nowMs`) recomputes rather than trusting the entry.
    if (hit && nowMs >= hit.at && nowMs - hit.at < ttlMs) return hit.value;
    const value = compute(db, new Date(nowMs));
    cache.set(db, { at: nowMs, value });
    value.catch(() => {
      if (cache.get(db)?.value === value) cache.delete(db);
    });
    return value;
  };
  return Object.assign(read, { invalidate: (db: Db) => void cache.delete(db) });
};
