import { amsterdamWallParts } from '@core/domain/amsterdamTime';
/**
 * Intl formatters are costly to build (several ms each on a slow phone) and cards format on every render:
 * each is built once, on first use, and reused.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
};

/*
 * Dates on cards and event pages are formatted here without date-fns, which is ≈ 8 KB gzip the event list
 * would otherwise load first. The month abbreviations are date-fns' own (nl 'jan.', 'mrt.', 'mei'; en-GB
 * 'Jan', 'Sep'); Intl's differ ('jan', 'Sept'), so they are spelled out. Amsterdam time (below).
 */
const MONTHS = {
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The wall-clock parts of a moment in Europe/Amsterdam (spec: a Dutch platform; events are planned in Dutch time),
 * whatever the time zone of the device: the server's render (UTC on a server) and the browser's hydration must
 * print the same day and time. Computed without Intl (amsterdamWallParts), which is costly to start on a phone.
 */
type WallParts = { year: number; month: number; day: number; hour: number; minute: number };
const wallParts = (date: Date): WallParts => {
  const parts = amsterdamWallParts(date);
  return { year: parts.year, month: parts.month - 1, day: parts.day, hour: parts.hour, minute: parts.minute };
};

/** ISO date-time in Amsterdam time, or a bare yyyy-MM-dd as that calendar day; null when invalid. */
const parseDate = (iso: string): WallParts | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day)
    return { year: Number(day[1]), month: Number(day[2]) - 1, day: Number(day[3]), hour: 0, minute: 0 };
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : wallParts(date);
};

/** Event dates as spec §9: dd MMM yyyy, Dutch month names unless the UI is English. */
export const formatEventDate = (iso: string, language: string): string => {
  const date = parseDate(iso);
  if (!date) return '';
  const month = MONTHS[language === 'en' ? 'en' : 'nl'][date.month];
  return `${pad2(date.day)} ${month} ${date.year}`;
};

export const formatEventTime = (iso: string): string => {
  const date = parseDate(iso);
  return date ? `${pad2(date.hour)}:${pad2(date.minute)}` : '';
};

/** "12 mrt 2027 · 19:30 – 22:00" on one day, "12 mrt 2027 · 19:30 – 14 mrt 2027 · 17:00" over several. */
export const formatEventWhen = (start: string, end: string | null, language: string): string => {
  const from = `${formatEventDate(start, language)} · ${formatEventTime(start)}`;
  if (!end) return from;
  const sameDay = formatEventDate(end, language) === formatEventDate(start, language);
  return `${from} – ${sameDay ? '' : `${formatEventDate(end, language)} · `}${formatEventTime(end)}`;
};

/** Counts over 1000 as x.xk (spec §9), otherwise the number (whole counts below 1000 need no Intl). */
export const formatCount = (value: number, language: string): string => {
  if (value >= 1000) return `${(value / 1000).toFixed(1)}k`;
  if (Number.isInteger(value) && value > -1000) return String(value);
  return numberFormat(language === 'en' ? 'en-GB' : 'nl-NL').format(value);
};

/**
 * A rating (1–5, the server rounds averages to one decimal) as '4,5' in Dutch and '4.5' in English, written out
 * without Intl (heroes and cards show it in their first render). `minFractionDigits: 1` writes 4 as '4,0'.
 */
export const formatRating = (value: number, language: string, minFractionDigits: 0 | 1 = 0): string => {
  const rounded = Math.round(value * 10) / 10;
  const text = minFractionDigits === 1 ? rounded.toFixed(1) : String(rounded);
  return language.startsWith('en') ? text : text.replace('.', ',');
};
