import { describe, expect, it } from 'vitest';
import { dayWindow } from './analyticsWindow';
import { blockedDateSet, occupancyBetween, occupancyOf, occupancyPerDay } from './occupancy';
import { amsterdamInstant } from './weeklyHours';

const at = (date: string, time: string) => amsterdamInstant(date, time);
const booking = (date: string, from: string, to: string) => ({ start: at(date, from), end: at(date, to) });

// Monday to Friday 09:00–17:00.
const weekly = ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

describe('occupancy', () => {
  it('is booked ∩ open ÷ open; two rooms booked at the same hour count that hour once', () => {
    const open = [booking('2026-03-02', '09:00', '17:00')];
    const booked = [
      booking('2026-03-02', '08:00', '11:00'),
      booking('2026-03-02', '10:00', '11:00'),
      booking('2026-03-02', '16:00', '20:00'),
    ];
    expect(occupancyOf(open, booked)).toEqual({ openHours: 8, bookedHours: 3, percent: 37.5 });
  });

  it('has no percentage when the venue was never open', () => {
    expect(occupancyOf([], [booking('2026-03-02', '09:00', '10:00')]).percent).toBeNull();
  });

  it('leaves blocked dates and closed weekdays out of the open hours', () => {
    const facts = {
      weekly,
      closedDates: blockedDateSet([{ startsOn: '2026-03-03', endsOn: '2026-03-04' }]),
      booked: [booking('2026-03-02', '09:00', '13:00'), booking('2026-03-03', '09:00', '17:00')],
    };
    // Mon 2 – Sun 8 March: open Mon, Thu, Fri (3 × 8 h); booked 4 h on Monday (Tuesday is blocked).
    const week = occupancyBetween('2026-03-02', '2026-03-08', facts);
    expect(week).toEqual({ openHours: 24, bookedHours: 4, percent: 16.7 });
    const perDay = occupancyPerDay('2026-03-02', '2026-03-08', facts);
    expect([...perDay.keys()]).toEqual(['2026-03-02', '2026-03-05', '2026-03-06']);
    expect(perDay.get('2026-03-02')?.percent).toBe(50);
  });

  it('counts wall-clock hours across the change to summer time', () => {
    // Sunday 29 March 2026 the clocks go forward; a Sunday opening 09:00–17:00 is still 8 hours.
    const sunday = [{ weekday: 7 as const, start: '09:00', end: '17:00' }];
    const facts = {
      weekly: sunday,
      closedDates: new Set<string>(),
      booked: [booking('2026-03-29', '09:00', '11:00')],
    };
    expect(occupancyBetween('2026-03-29', '2026-03-29', facts)).toEqual({
      openHours: 8,
      bookedHours: 2,
      percent: 25,
    });
  });
});

describe('day window', () => {
  it('ends on the Amsterdam day and reaches back across daylight saving', () => {
    // 23:30 UTC on 28 March is already 29 March in Amsterdam (summer time starts that night).
    const w = dayWindow(new Date('2026-03-28T23:30:00Z'), 7);
    expect(w.to).toBe('2026-03-29');
    expect(w.from).toBe('2026-03-23');
    expect(w.previousFrom).toBe('2026-03-16');
    expect(w.days).toHaveLength(7);
    expect(w.days.at(-1)).toBe('2026-03-29');
  });
});
