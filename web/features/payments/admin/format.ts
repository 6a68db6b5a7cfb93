import { formatMoney, moneyLanguage } from '@core/domain/money';

/** "€ 115,00" in the UI's language. */
export const money = (amount: number, language: string): string =>
  formatMoney(amount, moneyLanguage(language));

/** "12 mrt 2026"; empty for a missing value. */
export const day = (iso: string | null, language: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
};

/** "mrt 26" for a yyyy-MM month on the chart's axis. */
export const monthLabel = (month: string, language: string, style: 'short' | 'long' = 'short'): string => {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'nl-NL', {
    month: style === 'short' ? 'short' : 'long',
    year: style === 'short' ? '2-digit' : 'numeric',
  }).format(new Date(y, m - 1, 1));
};

/** A yyyy-MM-dd from a date input as the end of that local day, in ISO (the API wants an instant). */
export const endOfDayIso = (date: string): string => new Date(`${date}T23:59:59`).toISOString();

/** yyyy-MM-dd of a Date in local time (date input values). */
export const dateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
