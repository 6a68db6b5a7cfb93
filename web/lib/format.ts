import { format, isValid, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';

const euroWhole = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** "€ 14" for whole amounts, "€ 8,50" otherwise (Intl nl-NL, EUR). */
export const formatEuro = (amount: number): string =>
  Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);

/** Event dates as spec §9: dd MMM yyyy, Dutch month names unless the UI is English. */
export const formatEventDate = (iso: string, language: string): string => {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return format(date, 'dd MMM yyyy', { locale: language === 'en' ? enGB : nl });
};

export const formatEventTime = (iso: string): string => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'HH:mm') : '';
};

/** Counts over 1000 as x.xk (spec §9), otherwise grouped digits. */
export const formatCount = (value: number, language: string): string =>
  value >= 1000
    ? `${(value / 1000).toFixed(1)}k`
    : new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-NL').format(value);
