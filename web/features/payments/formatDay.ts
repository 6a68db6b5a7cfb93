import { formatEventDate } from '@web/lib/format';

/** A subscription date as the rest of the app prints dates (dd MMM yyyy, Dutch months unless English). */
export const formatDay = (iso: string | null | undefined, language: string): string =>
  iso ? formatEventDate(iso, language.startsWith('en') ? 'en' : 'nl') : '';
