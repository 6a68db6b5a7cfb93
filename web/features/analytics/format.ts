import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';

/** A yyyy-MM-dd day as '3 nov' (axis) or '3 november 2026' (tooltip), Dutch unless the UI is English. */
export const formatDay = (day: string, language: string, style: 'short' | 'long'): string => {
  const date = parseISO(day);
  if (Number.isNaN(date.getTime())) return day;
  return format(date, style === 'short' ? 'd MMM' : 'd MMMM yyyy', { locale: language === 'en' ? enGB : nl });
};

/** A number with the UI's decimal sign, at most `digits` decimals. */
export const formatNumber = (value: number, language: string, digits = 0): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: digits }).format(
    value,
  );

export type Change = { direction: 'up' | 'down' | 'same' | 'new' | 'none'; text: string };

/**
 * The change of a KPI against the previous period: a percentage for totals ('+12%'), a difference for averages
 * ('+0,3'); 'new' when there was nothing before.
 */
export const changeOf = (
  current: number | null,
  previous: number | null,
  language: string,
  mode: 'percent' | 'difference',
): Change => {
  if (current === null || previous === null) return { direction: 'none', text: '' };
  if (mode === 'difference') {
    const diff = Math.round((current - previous) * 10) / 10;
    if (diff === 0) return { direction: 'same', text: '0' };
    const sign = diff > 0 ? '+' : '−';
    return {
      direction: diff > 0 ? 'up' : 'down',
      text: `${sign}${formatNumber(Math.abs(diff), language, 1)}`,
    };
  }
  if (previous === 0)
    return current === 0 ? { direction: 'same', text: '0%' } : { direction: 'new', text: '' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: '0%' };
  const sign = percent > 0 ? '+' : '−';
  return {
    direction: percent > 0 ? 'up' : 'down',
    text: `${sign}${formatNumber(Math.abs(percent), language)}%`,
  };
};
