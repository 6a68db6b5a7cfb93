import { useTranslation } from 'react-i18next';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@core/schemas/analytics';
import { cn } from '@web/lib/cn';

type RangePickerProps = { value: AnalyticsRange; onChange: (days: AnalyticsRange) => void };

/** 7 / 30 / 90 dagen as one radio group (arrow keys move, as with any radio group). */
export const RangePicker = ({ value, onChange }: RangePickerProps) => {
  const { t } = useTranslation('analytics');
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-white p-1" data-testid="range-picker">
      <legend className="sr-only">{t('range.legend')}</legend>
      {ANALYTICS_RANGES.map((days) => (
        <label
          key={days}
          className={cn(
            'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-600',
            value === days ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
          )}
        >
          <input
            type="radio"
            name="analytics-range"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            className="sr-only"
          />
          {t('range.days', { count: days })}
        </label>
      ))}
    </fieldset>
  );
};
