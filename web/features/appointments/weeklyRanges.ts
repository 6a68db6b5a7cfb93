import { BOOKING_LIMITS, WEEKDAYS, type Weekday } from '@core/domain/bookings';
import type { WeeklyRangeDto } from '@core/schemas/appointments';
import { minutesOf } from '@core/domain/weeklyHours';

/** The editor's state: the ranges of each weekday, Monday first. */
export type WeekDraft = Record<Weekday, { start: string; end: string }[]>;

export const emptyWeek = (): WeekDraft =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as WeekDraft;

export const weekFromRanges = (ranges: readonly WeeklyRangeDto[]): WeekDraft => {
  const week = emptyWeek();
  for (const r of ranges) week[r.weekday as Weekday]?.push({ start: r.start, end: r.end });
  return week;
};

export const rangesFromWeek = (week: WeekDraft): WeeklyRangeDto[] =>
  WEEKDAYS.flatMap((weekday) => week[weekday].map((r) => ({ weekday, ...r })));

/** The problem of a day's ranges as a message key, or null: end after start, no overlap, at most 3. */
export const dayProblem = (ranges: readonly { start: string; end: string }[]): string | null => {
  if (ranges.length > BOOKING_LIMITS.rangesPerWeekday) return 'week.tooMany';
  if (ranges.some((r) => !r.start || !r.end)) return 'week.missingTime';
  if (ranges.some((r) => minutesOf(r.end === '00:00' ? '24:00' : r.end) <= minutesOf(r.start)))
    return 'week.endBeforeStart';
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < sorted.length; i += 1)
    if (minutesOf(sorted[i]?.start ?? '') <= minutesOf(sorted[i - 1]?.end ?? '')) return 'week.overlap';
  return null;
};

/** A time input gives '00:00' for midnight; as an end it means the end of the day. */
export const normaliseEnd = (end: string): string => (end === '00:00' ? '24:00' : end);

const clock = (minutes: number): string =>
  minutes >= 1440
    ? '24:00'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A sensible next range: 09:00–17:00 on an empty day, else two hours starting an hour after the last one. */
export const nextRange = (
  last: { start: string; end: string } | undefined,
): { start: string; end: string } => {
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOf(normaliseEnd(last.end)) + 60, 22 * 60);
  return { start: clock(start), end: clock(Math.min(start + 120, 1440)) };
};
