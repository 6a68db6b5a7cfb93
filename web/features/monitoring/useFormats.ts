import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/features/admin';
import { durationParts, formatBytes, formatNumber } from './format';

/** The screen's formatters in the UI language. */
export const useFormats = () => {
  const { t, i18n } = useTranslation('monitoring');
  const lang = i18n.language;
  return {
    number: (value: number, digits = 0) => formatNumber(value, lang, digits),
    bytes: (value: number) => formatBytes(value, lang),
    dateTime: (iso: string | null) => (iso ? formatDateTime(iso, lang) : t('never')),
    duration: (seconds: number) => {
      const { d, h, m, s } = durationParts(seconds);
      if (d > 0) return t('duration.days', { d, h });
      if (h > 0) return t('duration.hours', { h, m });
      if (m > 0) return t('duration.minutes', { m });
      return t('duration.seconds', { s });
    },
  };
};
