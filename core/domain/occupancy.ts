/**
 * Venue occupancy (issue 12 dashboards): booked hours ∩ open hours ÷ open hours. The venue counts as booked at
 * an instant when any accepted booking of any of its units covers it (a room or the whole venue alike), so two
 * rooms hired at the same hour count that hour once. Open hours are the weekly opening hours minus blocked
 * dates, in Amsterdam time with daylight saving: weeklyHours.ts does that calculation; this file only counts.
 */
import {
  type Interval,
  type WeeklyRange,
  datesBetween,
  mergeIntervals,
  openIntervals,
  overlapMs,
} from './weeklyHours';

export type OccupancyFacts = {
  /** The venue's weekly opening hours. */
  weekly: readonly WeeklyRange[];
  /** Dates the whole venue is blocked (closed). */
  closedDates: ReadonlySet<string>;
  /** Accepted bookings, any unit. */
  booked: readonly Interval[];
};

export type Occupancy = {
  openHours: number;
  bookedHours: number;
  /** 0–100, one decimal; null when the venue was not open at all. */
  percent: number | null;
};

const HOUR_MS = 3_600_000;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const lengthMs = (intervals: readonly Interval[]): number =>
  intervals.reduce((sum, i) => sum + (i.end.getTime() - i.start.getTime()), 0);

/** Booked share of open intervals. */
export const occupancyOf = (open: readonly Interval[], booked: readonly Interval[]): Occupancy => {
  const openMs = lengthMs(mergeIntervals(open));
  const bookedMs = overlapMs(open, booked);
  return {
    openHours: round1(openMs / HOUR_MS),
    bookedHours: round1(bookedMs / HOUR_MS),
    percent: openMs === 0 ? null : round1((bookedMs / openMs) * 100),
  };
};

/** Occupancy over the Amsterdam dates `from`…`to` (both included). */
export const occupancyBetween = (from: string, to: string, facts: OccupancyFacts): Occupancy =>
  occupancyOf(openIntervals(from, to, facts.weekly, { closedDates: facts.closedDates }), facts.booked);

/** Occupancy of each open date `from`…`to`; closed dates (no open hours) are absent. */
export const occupancyPerDay = (from: string, to: string, facts: OccupancyFacts): Map<string, Occupancy> => {
  const result = new Map<string, Occupancy>();
  for (const date of datesBetween(from, to)) {
    const occupancy = occupancyBetween(date, date, facts);
    if (occupancy.percent !== null) result.set(date, occupancy);
  }
  return result;
};

/** The dates of inclusive blocked ranges, as the set `closedDates` wants. */
export const blockedDateSet = (ranges: readonly { startsOn: string; endsOn: string }[]): Set<string> =>
  new Set(ranges.flatMap((r) => datesBetween(r.startsOn, r.endsOn)));
