import { describe, expect, it } from 'vitest';
import {
  addDays,
  amsterdamDateOf,
  amsterdamInstant,
  datesBetween,
  isCalendarDate,
  isClockTime,
  isCovered,
  mondayOf,
  openIntervals,
  overlapMs,
  rangesOn,
  subtractIntervals,
  weekdayOf,
  type WeeklyRange,
} from './weeklyHours';

const iso = (d: Date) => d.toISOString();
const HOUR = 3_600_000;

describe('weekly hours in Amsterdam time', () => {
  it('numbers weekdays from Monday and finds the Monday of a week', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('validates dates and clock times', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('28-02-2027')).toBe(false);
    expect(isClockTime('09:30')).toBe(true);
    expect(isClockTime('24:00')).toBe(true);
    expect(isClockTime('24:30')).toBe(false);
    expect(isClockTime('9:30')).toBe(false);
  });

  it('walks dates across month ends and the DST change', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(datesBetween('2027-03-30', '2027-04-02')).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
  });

  it('turns wall-clock hours into instants on both sides of the spring and autumn changes', () => {
    // Spring forward on Sunday 28 March 2027, fall back on Sunday 31 October 2027.
    expect(iso(amsterdamInstant('2027-03-27', '09:00'))).toBe('2027-03-27T08:00:00.000Z');
    expect(iso(amsterdamInstant('2027-03-28', '09:00'))).toBe('2027-03-28T07:00:00.000Z');
    expect(iso(amsterdamInstant('2027-10-31', '09:00'))).toBe('2027-10-31T08:00:00.000Z');
    expect(iso(amsterdamInstant('2027-10-30', '24:00'))).toBe('2027-10-30T22:00:00.000Z');
    // 02:30 does not exist on 28 March: clocks jump to 03:30.
    expect(iso(amsterdamInstant('2027-03-28', '02:30'))).toBe('2027-03-28T01:30:00.000Z');
    expect(amsterdamDateOf(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28');
  });

  it('gives a night-spanning DST day its real length', () => {
    const allDay: WeeklyRange[] = [{ weekday: 7, start: '00:00', end: '24:00' }];
    const [spring] = openIntervals('2027-03-28', '2027-03-28', allDay);
    const [autumn] = openIntervals('2027-10-31', '2027-10-31', allDay);
    expect(spring && spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    expect(autumn && autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it('uses exceptions instead of the week and leaves closed dates out', () => {
    const week: WeeklyRange[] = [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
    ];
    expect(rangesOn('2026-11-23', week)).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(rangesOn('2026-11-23', week, [{ date: '2026-11-23', ranges: [] }])).toEqual([]);
    const open = openIntervals('2026-11-23', '2026-12-06', week, { closedDates: new Set(['2026-11-30']) });
    expect(open).toHaveLength(2);
  });

  it('measures overlap, coverage and free time', () => {
    const open = openIntervals('2026-11-23', '2026-11-23', [{ weekday: 1, start: '09:00', end: '17:00' }]);
    const booking = {
      start: amsterdamInstant('2026-11-23', '08:00'),
      end: amsterdamInstant('2026-11-23', '10:00'),
    };
    expect(overlapMs([booking], open)).toBe(HOUR);
    expect(isCovered(booking.start, booking.end, open)).toBe(false);
    expect(
      isCovered(amsterdamInstant('2026-11-23', '10:00'), amsterdamInstant('2026-11-23', '12:00'), open),
    ).toBe(true);
    expect(subtractIntervals(open, [booking]).map((i) => [iso(i.start), iso(i.end)])).toEqual([
      ['2026-11-23T09:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ]);
  });
});
