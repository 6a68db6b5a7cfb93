/**
 * Event times are Dutch wall-clock time (Europe/Amsterdam), whatever the reader's own time zone, and travel as
 * ISO instants. The web's `<input type="datetime-local">` and the server's spreadsheet import both convert
 * through here, daylight-saving changes included.
 */

/** The platform's time zone: Dutch and Belgian events are written in local time. */
export const EVENT_TIME_ZONE = 'Europe/Amsterdam';

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

const wallClock = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

const partsAt = (instant: Date, timeZone: string): WallParts => {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

/** Milliseconds `timeZone` is ahead of UTC at this instant (3 600 000 in a Dutch winter, 7 200 000 in summer). */
const offsetAt = (ms: number, timeZone: string): number => {
  const p = partsAt(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/**
 * Wall-clock time in `timeZone` → the instant. Two passes (the offset guessed at the wall time, then the
 * offset at the instant that guess gives), so days of a daylight-saving change are right; a time that does
 * not exist (the skipped hour in March) moves forward by the gap, as clocks do.
 */
export const zonedTimeToUtc = (parts: WallParts, timeZone = EVENT_TIME_ZONE): Date => {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
};

/** The Sunday on or before the last day of `month` (0-based) in `year`, at 01:00 UTC, as epoch milliseconds. */
const lastSundayAt0100Utc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
};

/** Since 1996 the Netherlands keep the EU rule: summer time from the last Sunday of March to that of October. */
const EU_RULE_SINCE = 1996;

/**
 * The wall-clock parts of an instant in Amsterdam, without Intl: building an `Intl.DateTimeFormat` with a time
 * zone costs tens of milliseconds on a slow phone, and event cards and pages need it in their first render.
 * CET is UTC+1 and CEST UTC+2 between 01:00 UTC on the last Sundays of March and October (the EU rule, in force
 * since 1996); earlier instants go through Intl, whose tables hold the older rules.
 */
export const amsterdamWallParts = (instant: Date): WallParts => {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  if (year < EU_RULE_SINCE) return partsAt(instant, EVENT_TIME_ZONE);
  const summer = ms >= lastSundayAt0100Utc(year, 2) && ms < lastSundayAt0100Utc(year, 9);
  const wall = new Date(ms + (summer ? 2 : 1) * 3_600_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ISO instant → 'yyyy-MM-ddTHH:mm' in Amsterdam time; '' for an empty or invalid value. */
export const isoToAmsterdamLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = amsterdamWallParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
};

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'yyyy-MM-ddTHH:mm' read as Amsterdam time → ISO instant; null for an empty or malformed value. A time that
 * does not exist (the skipped hour in March) moves forward by the gap, as clocks do.
 */
export const amsterdamLocalToIso = (local: string | null | undefined): string | null => {
  const match = local ? LOCAL_PATTERN.exec(local) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const date = zonedTimeToUtc({ year, month, day, hour, minute, second });
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The date part ('yyyy-MM-dd') of an ISO instant in Amsterdam, for date-only inputs. */
export const isoToAmsterdamDate = (iso: string | null | undefined): string =>
  isoToAmsterdamLocal(iso).slice(0, 10);

/** 'yyyy-MM-dd' → the end of that Amsterdam day as ISO (an inclusive "until" date); null when invalid. */
export const amsterdamDateToEndOfDayIso = (date: string | null | undefined): string | null =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? amsterdamLocalToIso(`${date}T23:59`) : null;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})[ T](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

/**
 * A date and time as a spreadsheet holds it, read as Dutch time: '2026-09-14 19:30', '14-09-2026 19:30',
 * '14/9/2026 9:30' (seconds optional) or ISO 8601 with a zone. A time is required. Null when invalid.
 */
export const parseLocalDateTime = (input: string, timeZone = EVENT_TIME_ZONE): Date | null => {
  const value = input.trim();
  if (ISO_WITH_ZONE.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const y = YEAR_FIRST.exec(value);
  const d = y ? null : DAY_FIRST.exec(value);
  const m = y ?? d;
  if (!m) return null;
  const [year, month, day] = y
    ? [Number(y[1]), Number(y[2]), Number(y[3])]
    : [Number(d?.[3]), Number(d?.[2]), Number(d?.[1])];
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  // Reject 31-02 and friends: the calendar date must survive a round trip.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return zonedTimeToUtc({ year, month, day, hour, minute, second }, timeZone);
};
