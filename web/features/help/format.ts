import { EVENT_TIME_ZONE } from '@core/domain/amsterdamTime';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "12 maart 2026" (Dutch unless the UI is English); empty for a bad value. The day is Amsterdam's on every
 * device, so the server's render of an article and the browser's hydration print the same date.
 */
export const formatHelpDate = (iso: string, language: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-GB' : 'nl-NL';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: EVENT_TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format.format(date);
};
