import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '@core/domain/amsterdamTime';
import { formatCount, formatEventDate, formatEventTime, formatEventWhen, formatRating } from './format';

describe('event date formatting without date-fns', () => {
  it('matches date-fns "dd MMM yyyy" in Dutch and English for every month, and HH:mm', () => {
    for (let month = 0; month < 12; month++) {
      // 09:05 in Amsterdam (winter and summer time), whatever the time zone of the machine running the test.
      const iso = zonedTimeToUtc({
        year: 2027,
        month: month + 1,
        day: 7,
        hour: 9,
        minute: 5,
        second: 0,
      }).toISOString();
      const day = new Date(2027, month, 7);
      expect(formatEventDate(iso, 'nl')).toBe(format(day, 'dd MMM yyyy', { locale: nl }));
      expect(formatEventDate(iso, 'en')).toBe(format(day, 'dd MMM yyyy', { locale: enGB }));
      expect(formatEventTime(iso)).toBe('09:05');
    }
  });

  it('prints Amsterdam time on any machine: the server render and the browser agree', () => {
    // 23:30 UTC on 31 December is already 1 January 00:30 in Amsterdam.
    expect(formatEventDate('2026-12-31T23:30:00.000Z', 'nl')).toBe('01 jan. 2027');
    expect(formatEventTime('2026-12-31T23:30:00.000Z')).toBe('00:30');
    expect(formatEventTime('2027-07-01T12:00:00.000Z')).toBe('14:00');
  });

  it('reads a bare day as that local day and returns nothing for invalid input', () => {
    expect(formatEventDate('2027-03-01', 'nl')).toBe('01 mrt. 2027');
    expect(formatEventDate('geen datum', 'nl')).toBe('');
    expect(formatEventTime('geen datum')).toBe('');
  });

  it('writes a range once per day: the end time alone on the same day, the end date too over several', () => {
    const at = (day: number, hour: number) =>
      zonedTimeToUtc({ year: 2027, month: 3, day, hour, minute: 30, second: 0 }).toISOString();
    expect(formatEventWhen(at(12, 19), null, 'nl')).toBe('12 mrt. 2027 · 19:30');
    expect(formatEventWhen(at(12, 19), at(12, 22), 'nl')).toBe('12 mrt. 2027 · 19:30 – 22:30');
    expect(formatEventWhen(at(12, 19), at(14, 17), 'nl')).toBe('12 mrt. 2027 · 19:30 – 14 mrt. 2027 · 17:30');
  });
});

describe('numbers written without Intl', () => {
  it('writes ratings with the decimal separator of the language, one decimal at most', () => {
    expect(formatRating(4.5, 'nl')).toBe('4,5');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4, 'nl')).toBe('4');
    expect(formatRating(4, 'nl', 1)).toBe('4,0');
    expect(formatRating(4.25, 'nl')).toBe('4,3');
  });

  it('writes counts as Intl does below 1000 and as x.xk above', () => {
    for (const value of [0, 7, 42, 999]) {
      expect(formatCount(value, 'nl')).toBe(new Intl.NumberFormat('nl-NL').format(value));
    }
    expect(formatCount(1250, 'nl')).toBe('1.3k');
    expect(formatCount(2.5, 'nl')).toBe('2,5');
  });
});
