import { format, isValid, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';

/** "12 maart 2026" (date-fns, Dutch unless the UI is English); empty for a bad value. */
export const formatHelpDate = (iso: string, language: string): string => {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return format(date, 'd MMMM yyyy', { locale: language === 'en' ? enGB : nl });
};
