import { describe, expect, it } from 'vitest';
import { CacheGroup, cachedPerDb, cachedPerDbByKey } from './cachedPerDb';
import type { Db } from './client';

/** Only the cache's bookkeeping; the real reads are covered by the categories and site API tests. */
const dbA = {} as Db;
const dbB = {} as Db;

describe('cachedPerDb', () => {
  it('shares one computation per database within the time to live, and keeps no failure', async () => {
    let calls = 0;
    let fail = false;
    const read = cachedPerDb(1000, async () => {
      calls += 1;
      if (fail) throw new Error('database down');
      return calls;
    });
    const [first, second] = await Promise.all([read(dbA, 0), read(dbA, 10)]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    expect(await read(dbB, 10)).toBe(2); // another database, its own entry
    expect(await read(dbA, 999)).toBe(1);
    fail = true;
    await expect(read(dbA, 1000)).rejects.toThrow('database down');
    fail = false;
    expect(await read(dbA, 1001)).toBe(4); // the failure was not kept
    expect(await read(dbA, 500)).toBe(5); // the clock went back: computed again
  });
});

describe('cachedPerDbByKey', () => {
  it('keeps one entry per key, each with its own age', async () => {
    const loads: string[] = [];
    const read = cachedPerDbByKey(1000, async (_db, key: string) => {
      loads.push(key);
      return `${key}#${loads.length}`;
    });
    expect(await read(dbA, 'a', 0)).toBe('a#1');
    expect(await read(dbA, 'b', 500)).toBe('b#2');
    expect(await read(dbA, 'a', 999)).toBe('a#1');
    expect(await read(dbA, 'a', 1000)).toBe('a#3'); // a's time to live is over
    expect(await read(dbA, 'b', 1400)).toBe('b#2'); // b is younger
    expect(await read(dbB, 'a', 1400)).toBe('a#4'); // another database, its own entries
  });

  it('lets concurrent misses of a key share one load, and keeps no failure', async () => {
    let release: (value: string) => void = () => {};
    let loads = 0;
    let fail = false;
    const read = cachedPerDbByKey(1000, (_db, key: string) => {
      loads += 1;
      if (fail) return Promise.reject(new Error('database down'));
      return new Promise<string>((resolve) => {
        release = (v) => resolve(`${key}:${v}`);
      });
    });
    const pending = Promise.all([read(dbA, 'x', 0), read(dbA, 'x', 1), read(dbA, 'x', 2)]);
    release('once');
    expect(await pending).toEqual(['x:once', 'x:once', 'x:once']);
    expect(loads).toBe(1);
    fail = true;
    await expect(read(dbA, 'y', 3)).rejects.toThrow('database down');
    fail = false;
    const again = read(dbA, 'y', 4);
    release('second');
    expect(await again).toBe('y:second');
    expect(loads).toBe(3);
  });

  it('drops every key of a database at once, a pending load included', async () => {
    let version = 1;
    let release: () => void = () => {};
    const read = cachedPerDbByKey(60_000, async (_db, key: string) => {
      const seen = version;
      if (key === 'slow' && seen === 1) await new Promise<void>((resolve) => (release = resolve));
      return `${key}@${seen}`;
    });
    expect(await read(dbA, 'a', 0)).toBe('a@1');
    expect(await read(dbB, 'a', 0)).toBe('a@1');
    const slow = read(dbA, 'slow', 0); // began before the write
    version = 2;
    read.invalidate(dbA);
    release();
    expect(await slow).toBe('slow@1'); // its own caller still gets it…
    expect(await read(dbA, 'slow', 1)).toBe('slow@2'); // …but it was never kept after the drop
    expect(await read(dbA, 'a', 1)).toBe('a@2');
    expect(await read(dbB, 'a', 1)).toBe('a@1'); // the other database kept its entry
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    let loads = 0;
    const read = cachedPerDbByKey(
      60_000,
      async (_db, key: string) => {
        loads += 1;
        return key;
      },
      { maxEntries: 2 },
    );
    await read(dbA, 'a', 0);
    await read(dbA, 'b', 0);
    await read(dbA, 'c', 0); // pushes out a
    expect(loads).toBe(3);
    await read(dbA, 'c', 1);
    await read(dbA, 'b', 1);
    expect(loads).toBe(3);
    await read(dbA, 'a', 1);
    expect(loads).toBe(4);
  });
});

describe('CacheGroup', () => {
  it('drops all its caches of one database', async () => {
    let n = 0;
    const one = cachedPerDb(60_000, async () => ++n);
    const two = cachedPerDbByKey(60_000, async () => ++n);
    const group = new CacheGroup();
    group.add(one, two);
    expect([await one(dbA, 0), await two(dbA, 'k', 0), await one(dbB, 0)]).toEqual([1, 2, 3]);
    group.drop(dbA);
    expect([await one(dbA, 1), await two(dbA, 'k', 1), await one(dbB, 1)]).toEqual([4, 5, 3]);
  });
});
