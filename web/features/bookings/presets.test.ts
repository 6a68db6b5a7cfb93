import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@core/schemas/bookings';
import { dayState } from './MonthCalendar';
import { presetsFor } from './presets';

describe('presetsFor', () => {
  it('offers morning, afternoon, evening and the whole day inside 09:00–22:00', () => {
    expect(presetsFor([{ start: '09:00', end: '22:00' }])).toEqual([
      { key: 'morning', start: '09:00', end: '12:00' },
      { key: 'afternoon', start: '13:00', end: '17:00' },
      { key: 'evening', start: '18:00', end: '22:00' },
      { key: 'wholeDay', start: '09:00', end: '22:00' },
    ]);
  });

  it('clips parts of the day to the opening ranges and leaves out what does not fit an hour', () => {
    expect(presetsFor([{ start: '10:30', end: '14:00' }])).toEqual([
      { key: 'morning', start: '10:30', end: '12:00' },
      { key: 'afternoon', start: '13:00', end: '14:00' },
      { key: 'wholeDay', start: '10:30', end: '14:00' },
    ]);
    expect(presetsFor([])).toEqual([]);
  });
});

describe('dayState', () => {
  const day = (over: Partial<CalendarDay>): CalendarDay => ({
    date: '2027-05-03',
    open: [{ start: '09:00', end: '17:00' }],
    blocked: false,
    blockedUnitIds: [],
    busy: [],
    ...over,
  });

  it('tells blocked, closed, booked and open days apart per unit', () => {
    expect(dayState(day({ blocked: true, open: [] }), null)).toBe('blocked');
    expect(dayState(day({ blockedUnitIds: ['a'] }), 'a')).toBe('blocked');
    expect(dayState(day({ blockedUnitIds: ['a'] }), 'b')).toBe('open');
    expect(dayState(day({ open: [] }), 'a')).toBe('closed');
    const busy = [{ unitId: 'a', startsAt: '2027-05-03T08:00:00Z', endsAt: '2027-05-03T10:00:00Z' }];
    expect(dayState(day({ busy }), 'a')).toBe('booked');
    expect(dayState(day({ busy }), 'b')).toBe('open');
    expect(dayState(day({ busy }), null)).toBe('booked');
    expect(dayState(undefined, null)).toBe('closed');
  });
});
