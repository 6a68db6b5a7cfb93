import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';

/**
 * '2 uur geleden' (date-fns, Dutch unless the UI is English); '' for a date that does not parse. It moves with the
 * clock, so on a server-rendered page (rendered up to 30 s earlier, server/http/ssr.ts) the element that shows it
 * carries `suppressHydrationWarning`: hydration keeps the server's words instead of failing on a minute's
 * difference, and the next render brings them up to date.
 */
export const timeAgo = (iso: string, language: string): string => {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return formatDistanceToNow(date, { addSuffix: true, locale: language === 'en' ? enGB : nl });
};
