/** "12 mrt 2026 14:05" (or the English equivalent) for admin tables; empty for a missing or bad value. */
export const formatDateTime = (iso: string | null, language: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** "12 mrt 2026". */
export const formatDate = (iso: string | null, language: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
};
