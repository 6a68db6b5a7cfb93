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
): ((db: Db, nowMs?: number) => Promise<T>) & DroppableCache => {
  const keyed = cachedPerDbByKey<'all', T>(ttlMs, (db, _key, now) => compute(db, now));
  return Object.assign((db: Db, nowMs?: number) => keyed(db, 'all', nowMs), { invalidate: keyed.invalidate });
};

/** A cache whose entries of one database can be dropped at once. */
export type DroppableCache = { invalidate: (db: Db) => void };

type Entry<T> = { at: number; value: Promise<T> };

/**
 * cachedPerDb with a key inside each database: one entry per key (an event's detail by slug, a first page by
 * sort and size), each with its own age, at most `maxEntries` per database (the oldest goes first, so a crawler
 * walking every event cannot grow memory without bound). `invalidate(db)` drops every key of that database.
 *
 * A load is registered when it starts, and `invalidate` removes the pending one too: a read that began before
 * a write committed can never be stored after the drop that write caused, so no stale value outlives it.
 */
export const cachedPerDbByKey = <K extends string, T>(
  ttlMs: number,
  compute: (db: Db, key: K, now: Date) => Promise<T>,
  options: { maxEntries?: number } = {},
): ((db: Db, key: K, nowMs?: number) => Promise<T>) & DroppableCache => {
  const maxEntries = options.maxEntries ?? 1000;
  const caches = new WeakMap<Db, Map<K, Entry<T>>>();
  const read = (db: Db, key: K, nowMs = Date.now()): Promise<T> => {
    let entries = caches.get(db);
    if (!entries) {
      entries = new Map();
      caches.set(db, entries);
    }
    const hit = entries.get(key);
    // A clock that went back (or a caller's earlier `nowMs`) recomputes rather than trusting the entry.
    if (hit && nowMs >= hit.at && nowMs - hit.at < ttlMs) return hit.value;
    const value = compute(db, key, new Date(nowMs));
    // Re-inserted keys move to the end, so the first key is always the oldest entry.
    entries.delete(key);
    entries.set(key, { at: nowMs, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    const own = entries;
    value.catch(() => {
      if (own.get(key)?.value === value) own.delete(key);
    });
    return value;
  };
  return Object.assign(read, {
    invalidate: (db: Db) => {
      // A fresh map rather than clear(): a failing load of the old one must not delete a new entry.
      caches.delete(db);
    },
  });
};

/**
 * Caches that go stale together (every read over events), dropped as one: on a NOTIFY from any instance and
 * synchronously after a write on this one (server/http/readCacheDrops.ts).
 */
export class CacheGroup {
  private readonly members = new Set<DroppableCache>();

  add(...caches: DroppableCache[]): void {
    for (const cache of caches) this.members.add(cache);
  }

  drop(db: Db): void {
    for (const cache of this.members) cache.invalidate(db);
  }
}
