/**
 * Booking times in Dutch wall-clock time (Europe/Amsterdam) whatever the reader's own zone: 'za 14 jun. 2027,
 * 10:00–12:00' or a range over several days.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
const fmt = (language: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
      timeZone: 'Europe/Amsterdam',
      ...options,
    });
    cache.set(key, f);
  }
  return f;
};

const dayOf = (iso: string, language: string) =>
  fmt(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
const timeOf = (iso: string, language: string) =>
  fmt(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

export const formatBookingRange = (startsAt: string, endsAt: string, language: string): string => {
  const startDay = dayOf(startsAt, language);
  const endDay = dayOf(endsAt, language);
  return startDay === endDay
    ? `${startDay}, ${timeOf(startsAt, language)}–${timeOf(endsAt, language)}`
    : `${startDay} ${timeOf(startsAt, language)} – ${endDay} ${timeOf(endsAt, language)}`;
};

/** EUR amounts of unit rates. */
export const formatRate = (value: number | null, language: string): string | null =>
  value === null
    ? null
    : new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
        style: 'currency',
        currency: 'EUR',
      }).format(value);
