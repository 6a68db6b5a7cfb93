import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime, formatEventWhen } from './format';

describe('event date formatting without date-fns', () => {
  it('matches date-fns "dd MMM yyyy" in Dutch and English for every month, and HH:mm', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2027, month, 7, 9, 5);
      const iso = date.toISOString();
      expect(formatEventDate(iso, 'nl')).toBe(format(date, 'dd MMM yyyy', { locale: nl }));
      expect(formatEventDate(iso, 'en')).toBe(format(date, 'dd MMM yyyy', { locale: enGB }));
      expect(formatEventTime(iso)).toBe(format(date, 'HH:mm'));
    }
  });

  it('reads a bare day as that local day and returns nothing for invalid input', () => {
    expect(formatEventDate('2027-03-01', 'nl')).toBe('01 mrt. 2027');
    expect(formatEventDate('geen datum', 'nl')).toBe('');
    expect(formatEventTime('geen datum')).toBe('');
  });

  it('writes a range once per day: the end time alone on the same day, the end date too over several', () => {
    const at = (d: number, h: number) => new Date(2027, 2, d, h, 30).toISOString();
    expect(formatEventWhen(at(12, 19), null, 'nl')).toBe('12 mrt. 2027 · 19:30');
    expect(formatEventWhen(at(12, 19), at(12, 22), 'nl')).toBe('12 mrt. 2027 · 19:30 – 22:30');
    expect(formatEventWhen(at(12, 19), at(14, 17), 'nl')).toBe('12 mrt. 2027 · 19:30 – 14 mrt. 2027 · 17:30');
  });
});
