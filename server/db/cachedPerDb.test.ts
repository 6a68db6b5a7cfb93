import { describe, expect, it } from 'vitest';
import { cachedPerDb } from './cachedPerDb';
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
