import { addDays, amsterdamDateOf, mondayOf } from '@core/domain/weeklyHours';

/**
 * Appointment times are Dutch wall-clock time whatever the reader's own zone: every format here names
 * Europe/Amsterdam, and dates are 'yyyy-MM-dd' calendar dates in Amsterdam.
 */
const ZONE = 'Europe/Amsterdam';
const locale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'nl-NL');

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale(language), { timeZone: ZONE, ...options });
    formatters.set(key, f);
  }
  return f;
};

/** '09:30' of an instant, in Amsterdam. */
export const clockOf = (iso: string, language: string): string =>
  formatter(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** '09:30–10:30'. */
export const timeRangeText = (start: string, end: string, language: string): string =>
  `${clockOf(start, language)}–${clockOf(end, language)}`;

/** A calendar date at noon UTC, so formatting it in Amsterdam never shifts the day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'maandag 8 februari 2027'. */
export const longDateText = (date: string, language: string): string =>
  formatter(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    noonOf(date),
  );

/** 'ma 8 feb'. */
export const shortDateText = (date: string, language: string): string =>
  formatter(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(noonOf(date));

/** 'februari 2027'. */
export const monthText = (date: string, language: string): string =>
  formatter(language, { month: 'long', year: 'numeric' }).format(noonOf(date));

/** 'maandag 8 februari 2027, 09:00–10:00' of an appointment. */
export const appointmentText = (start: string, end: string, language: string): string =>
  `${longDateText(amsterdamDateOf(new Date(start)), language)}, ${timeRangeText(start, end, language)}`;

/** Today in Amsterdam. */
export const todayDate = (): string => amsterdamDateOf(new Date());

/** The week (Monday…Sunday) that holds `date`. */
export const weekOf = (date: string): { from: string; to: string } => {
  const from = mondayOf(date);
  return { from, to: addDays(from, 6) };
};

/** The Monday-first weeks that cover the month of `date` (at most 6 weeks, 42 days). */
export const monthGridOf = (date: string): { from: string; to: string; first: string } => {
  const first = `${date.slice(0, 7)}-01`;
  const from = mondayOf(first);
  return { from, to: addDays(from, 41), first };
};

/** The first day of the month `months` after the month of `date`. */
export const shiftMonth = (date: string, months: number): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 10);
};
