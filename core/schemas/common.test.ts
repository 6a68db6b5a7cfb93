import { describe, expect, it } from 'vitest';
import { calendarDay, findNul } from './common';

describe('findNul', () => {
  it('names the first field holding U+0000, as the error envelope spells fields', () => {
    expect(findNul({ name: 'Anna', email: 'a\u0000@example.nl' })).toBe('email');
    expect(findNul({ sessions: [{ title: 'ok' }, { title: 'x\u0000' }] })).toBe('sessions.1.title');
    expect(findNul({ ['sleutel\u0000']: 'waarde' })).toBe('sleutel\u0000');
    expect(findNul('a\u0000')).toBe('');
  });

  it('finds nothing in clean data, numbers, null or bytes', () => {
    expect(findNul({ a: 'b', n: 1, x: null, list: ['c', true] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    // A CSV upload's bytes are checked where they are decoded.
    expect(findNul(new Uint8Array([0x61, 0x00]))).toBeNull();
  });

  it('walks the query object Fastify builds (no plain prototype) and very deep bodies', () => {
    const query = Object.create(Object.create(null)) as Record<string, string>;
    query.q = 'a\u0000';
    expect(findNul(query)).toBe('q');
    let deep: unknown = 'bodem\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)?.split('.')).toHaveLength(200_000);
  });
});

describe('calendarDay', () => {
  it('takes a day that exists and refuses one that does not, in Dutch', () => {
    const day = calendarDay();
    expect(day.safeParse('2028-02-29').success).toBe(true);
    for (const impossible of ['2026-02-29', '2026-02-31', '2026-13-01', '0000-01-01', '1899-12-31']) {
      expect(day.safeParse(impossible).error?.issues[0]?.message).toBe('Deze datum bestaat niet.');
    }
    expect(day.safeParse('31-01-2026').error?.issues[0]?.message).toBe('Gebruik een datum als 2026-01-31.');
  });
});
