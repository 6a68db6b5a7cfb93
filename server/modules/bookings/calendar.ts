import type { Weekday } from '../../../core/domain/bookings';
import {
  type Interval,
  type WeeklyRange,
  addDays,
  amsterdamDateOf,
  amsterdamInstant,
  datesBetween,
  isCovered,
  openIntervals,
  rangesOn,
} from '../../../core/domain/weeklyHours';
import type { CalendarDay } from '../../../core/schemas/bookings';
import type { BlockedRow } from './queries';

/**
 * The calendar arithmetic of venue hire on top of core/domain/weeklyHours: which dates are blocked for a
 * unit, the open intervals of a request's dates, and the calendar days of a window. Pure.
 */

export const weeklyOf = (rows: readonly { weekday: number; start: string; end: string }[]): WeeklyRange[] =>
  rows.map((r) => ({ weekday: r.weekday as Weekday, start: r.start, end: r.end }));

/** Dates of [from, to] blocked for this unit: venue-wide blocks and blocks of the unit itself. */
export const closedDatesFor = (
  blocked: readonly BlockedRow[],
  unitId: string | null,
  from: string,
  to: string,
): Set<string> => {
  const out = new Set<string>();
  for (const b of blocked) {
    if (b.unitId !== null && b.unitId !== unitId) continue;
    const start = b.startsOn > from ? b.startsOn : from;
    const end = b.endsOn < to ? b.endsOn : to;
    for (const d of datesBetween(start, end)) out.add(d);
  }
  return out;
};

/**
 * Is [start, end) a time the unit can be hired? Within one date it must lie inside the opening hours. A
 * request over several dates (a weekend retreat) keeps the nights: it must start inside the first date's
 * hours, end inside the last date's hours, and every date it touches must be open and not blocked.
 */
export const isBookable = (
  start: Date,
  end: Date,
  weekly: readonly WeeklyRange[],
  closed: ReadonlySet<string>,
): boolean => {
  const first = amsterdamDateOf(start);
  const last = amsterdamDateOf(new Date(end.getTime() - 1));
  const intervals = openIntervals(first, last, weekly, { closedDates: closed });
  if (first === last) return isCovered(start, end, intervals);
  const dates = datesBetween(first, last);
  if (dates.some((d) => closed.has(d) || rangesOn(d, weekly).length === 0)) return false;
  const inside = (at: Date, endSide: boolean) =>
    intervals.some((i: Interval) => (endSide ? i.start < at && at <= i.end : i.start <= at && at < i.end));
  return inside(start, false) && inside(end, true);
};

/** The days of a calendar window: open ranges, blocks and the busy ranges per unit, clipped to each day. */
export const calendarDays = (
  from: string,
  to: string,
  weekly: readonly WeeklyRange[],
  blocked: readonly BlockedRow[],
  busy: readonly { unitId: string; startsAt: Date; endsAt: Date }[],
): CalendarDay[] =>
  datesBetween(from, to).map((date) => {
    const covering = blocked.filter((b) => b.startsOn <= date && date <= b.endsOn);
    const wholeBlocked = covering.some((b) => b.unitId === null);
    const dayStart = amsterdamInstant(date, '00:00');
    const dayEnd = amsterdamInstant(addDays(date, 1), '00:00');
    return {
      date,
      open: wholeBlocked ? [] : rangesOn(date, weekly),
      blocked: wholeBlocked,
      blockedUnitIds: [...new Set(covering.flatMap((b) => (b.unitId ? [b.unitId] : [])))],
      busy: busy
        .filter((b) => b.startsAt < dayEnd && b.endsAt > dayStart)
        .map((b) => ({
          unitId: b.unitId,
          startsAt: (b.startsAt > dayStart ? b.startsAt : dayStart).toISOString(),
          endsAt: (b.endsAt < dayEnd ? b.endsAt : dayEnd).toISOString(),
        })),
    };
  });
