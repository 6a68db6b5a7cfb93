/**
 * Weekly hours in Dutch wall-clock time (Europe/Amsterdam) turned into real instants, for venue opening hours,
 * a professional's availability and occupancy. Days are 'yyyy-MM-dd' calendar dates in Amsterdam; weekdays are
 * ISO (1 = Monday … 7 = Sunday, week starts Monday); times are 'HH:mm' and an end may be '24:00' (midnight).
 * Daylight saving is handled by converting each wall-clock bound on its own date: 09:00–17:00 on the last Sunday
 * of March is 07:00Z–15:00Z, on the Saturday before it 08:00Z–16:00Z; a bound in the skipped hour moves forward.
 */
import { amsterdamWallParts, zonedTimeToUtc } from './amsterdamTime';
import type { Weekday } from './bookings';

/** A recurring range on one weekday. */
export type WeeklyRange = { weekday: Weekday; start: string; end: string };
/** A range on one date (an exception, or the result of expanding the week). */
export type TimeRange = { start: string; end: string };
/**
 * An exception for one date: `ranges` replace the week's ranges of that date; an empty list closes the day.
 */
export type DayException = { date: string; ranges: readonly TimeRange[] };
/** A half-open interval of instants [start, end). */
export type Interval = { start: Date; end: Date };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** True for a real calendar date 'yyyy-MM-dd'. */
export const isCalendarDate = (value: string): boolean => {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};

/** True for 'HH:mm' (00:00–23:59) or '24:00'. */
export const isClockTime = (value: string): boolean => TIME_PATTERN.test(value);

/** Minutes since midnight of 'HH:mm' ('24:00' → 1440). */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const dateParts = (date: string): { year: number; month: number; day: number } => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export const weekdayOf = (date: string): Weekday => {
  const { year, month, day } = dateParts(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as Weekday;
};

/** The calendar date `days` after `date` (negative goes back). */
export const addDays = (date: string, days: number): string => {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Every date from `from` to `to`, both included ([] when `to` is before `from`). */
export const datesBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** The Monday of the week `date` is in (weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The instant of a wall-clock time on a date in Amsterdam; '24:00' is the next day's midnight. */
export const amsterdamInstant = (date: string, time: string): Date => {
  const minutes = minutesOf(time);
  const day = minutes >= 1440 ? addDays(date, 1) : date;
  const { year, month, day: d } = dateParts(day);
  const inDay = minutes % 1440;
  return zonedTimeToUtc({ year, month, day: d, hour: Math.floor(inDay / 60), minute: inDay % 60, second: 0 });
};

/** The Amsterdam calendar date an instant falls on. */
export const amsterdamDateOf = (instant: Date): string => {
  const { year, month, day } = amsterdamWallParts(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The wall-clock ranges of one date: its exception when there is one, else the week's ranges, sorted. */
export const rangesOn = (
  date: string,
  weekly: readonly WeeklyRange[],
  exceptions: readonly DayException[] = [],
): TimeRange[] => {
  const exception = exceptions.find((e) => e.date === date);
  const ranges = exception
    ? exception.ranges
    : weekly.filter((r) => r.weekday === weekdayOf(date)).map(({ start, end }) => ({ start, end }));
  return [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
};

/** Merge overlapping or touching intervals; the result is sorted. */
export const mergeIntervals = (intervals: readonly Interval[]): Interval[] => {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start.getTime() <= last.end.getTime()) {
      if (i.end.getTime() > last.end.getTime()) last.end = i.end;
    } else {
      out.push({ start: i.start, end: i.end });
    }
  }
  return out;
};

/**
 * The open intervals (instants) of the dates `from`…`to`: the week's ranges or each date's exception, with
 * `closedDates` (blocked dates) left out entirely. Overlapping ranges are merged.
 */
export const openIntervals = (
  from: string,
  to: string,
  weekly: readonly WeeklyRange[],
  options: { exceptions?: readonly DayException[]; closedDates?: ReadonlySet<string> } = {},
): Interval[] =>
  mergeIntervals(
    datesBetween(from, to)
      .filter((date) => !options.closedDates?.has(date))
      .flatMap((date) =>
        rangesOn(date, weekly, options.exceptions).map((r) => ({
          start: amsterdamInstant(date, r.start),
          end: amsterdamInstant(date, r.end),
        })),
      ),
  );

/** Milliseconds of `a` that lie inside `b` (both lists merged first, so overlaps count once). */
export const overlapMs = (a: readonly Interval[], b: readonly Interval[]): number => {
  const left = mergeIntervals(a);
  const right = mergeIntervals(b);
  let total = 0;
  for (const x of left) {
    for (const y of right) {
      const start = Math.max(x.start.getTime(), y.start.getTime());
      const end = Math.min(x.end.getTime(), y.end.getTime());
      if (end > start) total += end - start;
    }
  }
  return total;
};

/** True when [start, end) lies wholly inside one of the (merged) intervals. */
export const isCovered = (start: Date, end: Date, intervals: readonly Interval[]): boolean =>
  mergeIntervals(intervals).some((i) => i.start <= start && end <= i.end);

/** `intervals` with every interval of `taken` cut out (for free slots). */
export const subtractIntervals = (intervals: readonly Interval[], taken: readonly Interval[]): Interval[] => {
  let free = mergeIntervals(intervals);
  for (const t of mergeIntervals(taken)) {
    free = free.flatMap((f) => {
      if (t.end <= f.start || t.start >= f.end) return [f];
      const parts: Interval[] = [];
      if (t.start > f.start) parts.push({ start: f.start, end: t.start });
      if (t.end < f.end) parts.push({ start: t.end, end: f.end });
      return parts;
    });
  }
  return free;
};
