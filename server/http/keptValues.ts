/**
 * Values kept in memory for `ttlMs` under a string key, at most `maxEntries` (the oldest goes first, so walking
 * every URL cannot grow memory without bound). For what one instance makes from a request alone, such as a page's
 * render or its finished HTML; database reads use server/db/cachedPerDb.ts, which other instances can drop.
 */
export type KeptValues<T> = {
  /** The value under `key` while it is younger than the TTL, else null (and forgotten). */
  get: (key: string, nowMs?: number) => T | null;
  set: (key: string, value: T, nowMs?: number) => void;
};

export const keptValues = <T>(ttlMs: number, maxEntries: number): KeptValues<T> => {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get: (key, nowMs = Date.now()) => {
      const hit = entries.get(key);
      if (!hit) return null;
      // A clock that went back counts as expired rather than trusting the entry.
      if (nowMs >= hit.at && nowMs - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      return null;
    },
    set: (key, value, nowMs = Date.now()) => {
      // Re-inserted keys move to the end, so the first key is always the oldest entry.
      entries.delete(key);
      entries.set(key, { at: nowMs, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
};
