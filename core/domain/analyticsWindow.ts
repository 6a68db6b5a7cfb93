import { isoToAmsterdamDate } from './amsterdamTime';
import { addDays, datesBetween } from './weeklyHours';

/**
 * The day window of a dashboard chart: `days` Amsterdam calendar days ending today (inclusive), and the same
 * number of days before it for the change. Days are yyyy-MM-dd (calendar arithmetic from weeklyHours.ts).
 */
export type DayWindow = {
  /** First day of the window. */
  from: string;
  /** Last day of the window (today). */
  to: string;
  /** First day of the previous window, which ends the day before `from`. */
  previousFrom: string;
  /** Every day of the window, oldest first. */
  days: string[];
};

/** The window of `days` days ending on the Amsterdam day of `now`. */
export const dayWindow = (now: Date, days: number): DayWindow => {
  const to = isoToAmsterdamDate(now.toISOString());
  const from = addDays(to, -(days - 1));
  return { from, to, previousFrom: addDays(from, -days), days: datesBetween(from, to) };
};
