/** The platform's time zone: Dutch and Belgian events are written in local time. */
export const EVENT_TIME_ZONE = 'Europe/Amsterdam';

const offsetMinutes = (utcMs: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return (asUtc - utcMs) / 60_000;
};

/** Wall-clock time in `timeZone` → the instant (two passes, so days of a daylight-saving change are right). */
export const zonedTimeToUtc = (
  parts: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone = EVENT_TIME_ZONE,
): Date => {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  const second = wall - offsetMinutes(first, timeZone) * 60_000;
  return new Date(second);
};

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
