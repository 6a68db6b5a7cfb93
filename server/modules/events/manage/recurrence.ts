import { EVENT_WRITE_LIMITS, type RecurrenceRule } from '../../../../core/schemas/eventWrite';
import { type WallClock, amsterdamDay, daysInMonth, fromWallClock, toWallClock } from './amsterdam';

export type Occurrence = { startDate: Date; endDate: Date | null };

/**
 * The k-th repetition of a wall-clock moment. Days and weeks add calendar days; months and years count from
 * the original date and clamp to the month's last day (31 Jan monthly → 28/29 Feb → 31 Mar → 30 Apr),
 * so one short month does not pull every later occurrence forward.
 */
const nthStart = (
  first: WallClock,
  rule: Pick<RecurrenceRule, 'frequency' | 'interval'>,
  k: number,
): Date => {
  const step = k * rule.interval;
  switch (rule.frequency) {
    case 'daily':
      return fromWallClock({ ...first, day: first.day + step });
    case 'weekly':
      return fromWallClock({ ...first, day: first.day + 7 * step });
    case 'monthly':
    case 'yearly': {
      const months = rule.frequency === 'monthly' ? step : 12 * step;
      const index = first.month - 1 + months;
      const year = first.year + Math.floor(index / 12);
      const month = (index % 12) + 1;
      return fromWallClock({ ...first, year, month, day: Math.min(first.day, daysInMonth(year, month)) });
    }
  }
};

/**
 * Occurrences of a recurring event (spec §3 recurrence rule), the event's own start first: within the next
 * 12 months from the start and at most 100, fewer when the rule ends after n times or on a date (that day
 * included, in Dutch time). Each keeps the event's duration.
 */
export const generateOccurrences = (start: Date, end: Date | null, rule: RecurrenceRule): Occurrence[] => {
  const first = toWallClock(start);
  const duration = end ? end.getTime() - start.getTime() : null;
  const horizon = nthStart(
    first,
    { frequency: 'monthly', interval: EVENT_WRITE_LIMITS.recurrenceMonthsAhead },
    1,
  );
  const lastDay = rule.endType === 'on' && rule.endDate ? amsterdamDay(new Date(rule.endDate)) : null;
  const max = Math.min(
    EVENT_WRITE_LIMITS.recurrenceOccurrencesMax,
    rule.endType === 'after' && rule.occurrences ? rule.occurrences : Number.POSITIVE_INFINITY,
  );
  const out: Occurrence[] = [];
  for (let k = 0; out.length < max; k++) {
    const startDate = k === 0 ? start : nthStart(first, rule, k);
    if (startDate.getTime() >= horizon.getTime()) break;
    if (lastDay && amsterdamDay(startDate) > lastDay) break;
    out.push({ startDate, endDate: duration === null ? null : new Date(startDate.getTime() + duration) });
  }
  return out;
};
