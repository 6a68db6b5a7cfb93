import { describe, expect, it } from 'vitest';
import { keptValues } from './keptValues';

describe('keptValues', () => {
  it('keeps a value for the TTL, forgets it after, and drops the oldest beyond the limit', () => {
    const kept = keptValues<string>(1000, 2);
    kept.set('a', 'A', 0);
    expect(kept.get('a', 999)).toBe('A');
    expect(kept.get('a', 1000)).toBeNull();
    kept.set('a', 'A', 2000);
    kept.set('b', 'B', 2000);
    kept.set('c', 'C', 2000);
    expect(kept.get('a', 2001)).toBeNull();
    expect(kept.get('b', 2001)).toBe('B');
    // A clock that went back does not trust the entry.
    expect(kept.get('c', 1999)).toBeNull();
  });
});
