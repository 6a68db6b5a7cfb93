/** Small text helpers for the seed data. */

export { slugify } from '../../../../core/domain/slugs';

/** Paragraphs to the simple HTML the content sanitiser accepts. */
export const paragraphs = (...parts: readonly string[]): string => parts.map((p) => `<p>${p}</p>`).join('\n');

/** Days in milliseconds, for date arithmetic in generators. */
export const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

const lastSunday = (year: number, month: number): number => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** Central European offset (hours) on a calendar day: +2 between the last Sundays of March and October. */
const cetOffset = (year: number, month: number, day: number): number => {
  if (month < 2 || month > 9) return 1;
  if (month > 2 && month < 9) return 2;
  if (month === 2) return day >= lastSunday(year, 2) ? 2 : 1;
  return day < lastSunday(year, 9) ? 2 : 1;
};

/** The instant of a wall-clock time in Amsterdam/Brussels on the (UTC) calendar day of `date`. */
export const atHour = (date: Date, hour: number, minute = 0): Date => {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  return new Date(Date.UTC(y, m, d, hour - cetOffset(y, m, d), minute));
};
