import { describe, expect, it } from 'vitest';
import { amsterdamMonth, fromWallClock, toWallClock } from './amsterdam';
import { generateOccurrences } from './recurrence';
import { sanitizeDescription, withHttpsIfSchemeless } from '../../../http/sanitizeHtml';

const local = (d: Date): string => {
  const w = toWallClock(d);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
};

describe('generateOccurrences', () => {
  it('weekly, every 2 weeks, ending after 5: five dates 14 days apart, the event itself first', () => {
    const start = new Date('2026-09-01T17:00:00Z');
    const end = new Date('2026-09-01T19:00:00Z');
    const list = generateOccurrences(start, end, {
      frequency: 'weekly',
      interval: 2,
      endType: 'after',
      occurrences: 5,
      endDate: null,
    });
    expect(list.map((o) => local(o.startDate))).toEqual([
      '2026-09-01 19:00',
      '2026-09-15 19:00',
      '2026-09-29 19:00',
      // Daylight-saving time ends on 25 October: still 19:00 in Amsterdam.
      '2026-10-13 19:00',
      '2026-10-27 19:00',
    ]);
    expect(list.every((o) => o.endDate!.getTime() - o.startDate.getTime() === 2 * 3600_000)).toBe(true);
  });

  it('monthly on the 31st clamps to the month’s last day without drifting', () => {
    const start = fromWallClock({ year: 2027, month: 1, day: 31, hour: 10, minute: 0, second: 0 });
    const list = generateOccurrences(start, null, {
      frequency: 'monthly',
      interval: 1,
      endType: 'after',
      occurrences: 5,
      endDate: null,
    });
    expect(list.map((o) => local(o.startDate))).toEqual([
      '2027-01-31 10:00',
      '2027-02-28 10:00',
      '2027-03-31 10:00',
      '2027-04-30 10:00',
      '2027-05-31 10:00',
    ]);
    expect(list.every((o) => o.endDate === null)).toBe(true);
  });

  it('yearly on 29 February clamps to 28 February', () => {
    const start = fromWallClock({ year: 2028, month: 2, day: 29, hour: 9, minute: 0, second: 0 });
    const list = generateOccurrences(start, null, {
      frequency: 'yearly',
      interval: 1,
      endType: 'never',
      occurrences: null,
      endDate: null,
    });
    // Only the next 12 months: the event itself.
    expect(list.map((o) => local(o.startDate))).toEqual(['2028-02-29 09:00']);
  });

  it('ends on a date, that day included', () => {
    const start = new Date('2026-11-02T18:00:00Z');
    const list = generateOccurrences(start, null, {
      frequency: 'daily',
      interval: 3,
      endType: 'on',
      occurrences: null,
      endDate: '2026-11-08T00:00:00+01:00',
    });
    expect(list.map((o) => local(o.startDate))).toEqual([
      '2026-11-02 19:00',
      '2026-11-05 19:00',
      '2026-11-08 19:00',
    ]);
  });

  it('never ending: the next 12 months, at most 100', () => {
    const start = new Date('2026-09-01T17:00:00Z');
    const weekly = generateOccurrences(start, null, {
      frequency: 'weekly',
      interval: 1,
      endType: 'never',
      occurrences: null,
      endDate: null,
    });
    expect(weekly).toHaveLength(53);
    expect(weekly.at(-1)!.startDate.getTime()).toBeLessThan(new Date('2027-09-01T17:00:00Z').getTime());
    const monthly = generateOccurrences(start, null, {
      frequency: 'monthly',
      interval: 1,
      endType: 'never',
      occurrences: null,
      endDate: null,
    });
    expect(monthly).toHaveLength(12);
    const daily = generateOccurrences(start, null, {
      frequency: 'daily',
      interval: 1,
      endType: 'never',
      occurrences: null,
      endDate: null,
    });
    expect(daily).toHaveLength(100);
    const after = generateOccurrences(start, null, {
      frequency: 'daily',
      interval: 1,
      endType: 'after',
      occurrences: 200,
      endDate: null,
    });
    expect(after).toHaveLength(100);
  });
});

describe('Amsterdam calendar month (plan limit)', () => {
  it('runs from local midnight on the 1st to the next 1st, across time zones and DST', () => {
    // 31 March 23:30 UTC is already 1 April in Amsterdam (summer time).
    const { start, end } = amsterdamMonth(new Date('2027-03-31T23:30:00Z'));
    expect(start.toISOString()).toBe('2027-03-31T22:00:00.000Z');
    expect(end.toISOString()).toBe('2027-04-30T22:00:00.000Z');
    const december = amsterdamMonth(new Date('2026-12-15T12:00:00Z'));
    expect(december.start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('description sanitiser (spec §5)', () => {
  it('keeps the allowed tags and drops scripts, forms, svg and inline style', () => {
    expect(
      sanitizeDescription(
        '<h2 style="color:red">Kop</h2><script>x</script><svg><circle/></svg><form><input><button>b</button></form><ul><li>Een</li></ul>',
      ),
    ).toBe('<h2>Kop</h2><ul><li>Een</li></ul>');
  });

  it('makes outbound links safe, adds https to bare domains and strips javascript: and data:', () => {
    expect(sanitizeDescription('<a href="https://a.nl">a</a>')).toBe(
      '<a href="https://a.nl" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(withHttpsIfSchemeless('kring.nl/x')).toBe('https://kring.nl/x');
    expect(withHttpsIfSchemeless('/events')).toBe('/events');
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeDescription('<p>a</p><img src="data:image/png;base64,AA">')).toBe('<p>a</p>');
    expect(sanitizeDescription('<p> </p><script>x</script>')).toBeNull();
  });
});
