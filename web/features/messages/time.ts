import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';

/** '2 minuten geleden' (date-fns, Dutch unless the UI is English); '' for a date that does not parse. */
export const timeAgo = (iso: string, language: string): string => {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return formatDistanceToNow(date, { addSuffix: true, locale: language === 'en' ? enGB : nl });
};
