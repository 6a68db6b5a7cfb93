import { EVENT_TIME_ZONE, amsterdamWallParts } from '../../../../core/domain/amsterdamTime';

/**
 * Wall-clock arithmetic in Europe/Amsterdam: recurring events keep their local time across daylight-saving
 * changes (a 19:00 class stays at 19:00), and plan limits count per calendar month in Dutch time.
 */
export const TIME_ZONE = EVENT_TIME_ZONE;

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The local date and time in Amsterdam of an instant (month 1–12): core's reading, the one the web uses too. */
export const toWallClock = (date: Date): WallClock => amsterdamWallParts(date);

const asUtc = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/**
 * The instant at which Amsterdam shows this wall-clock time. Out-of-range fields roll over as in Date.UTC
 * (day 32 → next month). In the spring-forward gap the later offset wins; in the autumn overlap the first.
 */
export const fromWallClock = (w: WallClock): Date => {
  const guess = asUtc(w);
  const offset1 = asUtc(toWallClock(new Date(guess))) - guess;
  const candidate = guess - offset1;
  const offset2 = asUtc(toWallClock(new Date(candidate))) - candidate;
  return new Date(offset1 === offset2 ? candidate : guess - offset2);
};

/** Days in a month (month 1–12). */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** First instant of the Amsterdam calendar month holding `date`, and of the next month. */
export const amsterdamMonth = (date: Date): { start: Date; end: Date } => {
  const w = toWallClock(date);
  const start = fromWallClock({ year: w.year, month: w.month, day: 1, hour: 0, minute: 0, second: 0 });
  const end = fromWallClock({ year: w.year, month: w.month + 1, day: 1, hour: 0, minute: 0, second: 0 });
  return { start, end };
};

/** Amsterdam calendar date as yyyy-mm-dd, for "on or before that day" comparisons. */
export const amsterdamDay = (date: Date): string => {
  const w = toWallClock(date);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};
