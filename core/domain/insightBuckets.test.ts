import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, foldIntoBuckets, normaliseSearchTerm } from './insightBuckets';

describe('bucketStart', () => {
  it('keeps a day, goes back to Monday for a week and to the 1st for a month', () => {
    expect(bucketStart('2026-11-26', 'day')).toBe('2026-11-26');
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23'); // a Thursday → its Monday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday ends the ISO week
    expect(bucketStart('2027-01-01', 'week')).toBe('2026-12-28'); // across the year end
    expect(bucketStart('2026-11-26', 'month')).toBe('2026-11-01');
  });
});

describe('bucketStarts', () => {
  it('lists every bucket of the window once, oldest first', () => {
    expect(bucketStarts('2026-11-01', '2026-11-03', 'day')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(bucketStarts('2026-11-01', '2026-11-16', 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(bucketStarts('2025-11-27', '2026-11-26', 'month')).toHaveLength(13);
  });
});

describe('foldIntoBuckets', () => {
  it('sums per-day rows into their bucket and fills empty buckets with zeros', () => {
    const rows = [
      { day: '2026-11-02', a: 1, b: 0 },
      { day: '2026-11-05', a: 2, b: 1 },
      { day: '2026-11-10', a: 4, b: 2 },
      { day: '2026-10-01', a: 100, b: 100 }, // outside the window: ignored
    ];
    const folded = foldIntoBuckets(
      rows,
      ['a', 'b'] as const,
      { from: '2026-11-01', to: '2026-11-22' },
      'week',
    );
    expect(folded).toEqual([
      { day: '2026-10-26', a: 0, b: 0 },
      { day: '2026-11-02', a: 3, b: 1 },
      { day: '2026-11-09', a: 4, b: 2 },
      { day: '2026-11-16', a: 0, b: 0 },
    ]);
  });

  it('has one row per day for day buckets', () => {
    const folded = foldIntoBuckets(
      [{ day: '2026-11-02', n: 5 }],
      ['n'] as const,
      { from: '2026-11-01', to: '2026-11-03' },
      'day',
    );
    expect(folded.map((r) => r.n)).toEqual([0, 5, 0]);
  });
});

describe('normaliseSearchTerm', () => {
  it('trims, folds inner whitespace and lowers case, at most 100 characters', () => {
    expect(normaliseSearchTerm('  Yoga   IN Utrecht ')).toBe('yoga in utrecht');
    expect(normaliseSearchTerm('   ')).toBe('');
    expect(normaliseSearchTerm('x'.repeat(150))).toHaveLength(100);
  });
});
