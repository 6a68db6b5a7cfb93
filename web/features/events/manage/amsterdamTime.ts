/**
 * Event times are entered in `<input type="datetime-local">` as Dutch wall-clock time (Europe/Amsterdam),
 * whatever the visitor's own time zone, and travel as ISO instants. These two functions convert between them,
 * daylight-saving changes included.
 */
export const EVENT_TIME_ZONE = 'Europe/Amsterdam';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsAt = (instant: Date): WallParts => {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

/** Milliseconds Amsterdam is ahead of UTC at this instant (3 600 000 in winter, 7 200 000 in summer). */
const offsetAt = (ms: number): number => {
  const p = partsAt(new Date(ms));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ISO instant → 'yyyy-MM-ddTHH:mm' in Amsterdam time; '' for an empty or invalid value. */
export const isoToAmsterdamLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsAt(date);
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
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes: the offset guessed at the wall time, then the offset at the instant that guess gives.
  const first = wallAsUtc - offsetAt(wallAsUtc);
  const instant = wallAsUtc - offsetAt(first);
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The date part ('yyyy-MM-dd') of an ISO instant in Amsterdam, for date-only inputs. */
export const isoToAmsterdamDate = (iso: string | null | undefined): string =>
  isoToAmsterdamLocal(iso).slice(0, 10);

/** 'yyyy-MM-dd' → the end of that Amsterdam day as ISO (an inclusive "until" date); null when invalid. */
export const amsterdamDateToEndOfDayIso = (date: string | null | undefined): string | null =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? amsterdamLocalToIso(`${date}T23:59`) : null;
