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
 * 'Jan', 'Sep'); Intl's differ ('jan', 'Sept'), so they are spelled out. Local time, as date-fns does.
 */
const MONTHS = {
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** ISO date-time, or a bare yyyy-MM-dd as that local day (like date-fns parseISO); null when invalid. */
const parseDate = (iso: string): Date | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Event dates as spec §9: dd MMM yyyy, Dutch month names unless the UI is English. */
export const formatEventDate = (iso: string, language: string): string => {
  const date = parseDate(iso);
  if (!date) return '';
  const month = MONTHS[language === 'en' ? 'en' : 'nl'][date.getMonth()];
  return `${pad2(date.getDate())} ${month} ${date.getFullYear()}`;
};

export const formatEventTime = (iso: string): string => {
  const date = parseDate(iso);
  return date ? `${pad2(date.getHours())}:${pad2(date.getMinutes())}` : '';
};

/** "12 mrt 2027 · 19:30 – 22:00" on one day, "12 mrt 2027 · 19:30 – 14 mrt 2027 · 17:00" over several. */
export const formatEventWhen = (start: string, end: string | null, language: string): string => {
  const from = `${formatEventDate(start, language)} · ${formatEventTime(start)}`;
  if (!end) return from;
  const sameDay = formatEventDate(end, language) === formatEventDate(start, language);
  return `${from} – ${sameDay ? '' : `${formatEventDate(end, language)} · `}${formatEventTime(end)}`;
};

/** Counts over 1000 as x.xk (spec §9), otherwise grouped digits. */
export const formatCount = (value: number, language: string): string =>
  value >= 1000
    ? `${(value / 1000).toFixed(1)}k`
    : numberFormat(language === 'en' ? 'en-GB' : 'nl-NL').format(value);
