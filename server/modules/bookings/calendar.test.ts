import { describe, expect, it } from 'vitest';
import { amsterdamInstant } from '../../../core/domain/weeklyHours';
import { closedDatesFor, isBookable, weeklyOf } from './calendar';

const weekly = weeklyOf([1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '22:00' })));
const at = (date: string, time: string) => amsterdamInstant(date, time);

describe('isBookable', () => {
  it('takes a request inside one day’s hours and refuses one outside them', () => {
    expect(isBookable(at('2027-05-03', '09:00'), at('2027-05-03', '22:00'), weekly, new Set())).toBe(true);
    expect(isBookable(at('2027-05-03', '08:00'), at('2027-05-03', '10:00'), weekly, new Set())).toBe(false);
    // Sunday is closed.
    expect(isBookable(at('2027-05-09', '10:00'), at('2027-05-09', '12:00'), weekly, new Set())).toBe(false);
  });

  it('keeps the nights of a multi-day request when every date is open', () => {
    expect(isBookable(at('2027-05-05', '18:00'), at('2027-05-07', '12:00'), weekly, new Set())).toBe(true);
    expect(
      isBookable(at('2027-05-05', '18:00'), at('2027-05-07', '12:00'), weekly, new Set(['2027-05-06'])),
    ).toBe(false);
    // Over the closed Sunday.
    expect(isBookable(at('2027-05-08', '18:00'), at('2027-05-10', '12:00'), weekly, new Set())).toBe(false);
  });
});

describe('closedDatesFor', () => {
  const blocked = [
    { id: '1', unitId: null, startsOn: '2027-05-01', endsOn: '2027-05-03', reason: null },
    { id: '2', unitId: 'room', startsOn: '2027-05-05', endsOn: '2027-05-05', reason: null },
  ];
  it('counts venue-wide blocks for every unit and a unit’s own blocks only for it, within the window', () => {
    expect([...closedDatesFor(blocked, 'room', '2027-05-02', '2027-05-06')].sort()).toEqual([
      '2027-05-02',
      '2027-05-03',
      '2027-05-05',
    ]);
    expect([...closedDatesFor(blocked, 'other', '2027-05-02', '2027-05-06')].sort()).toEqual([
      '2027-05-02',
      '2027-05-03',
    ]);
  });
});
