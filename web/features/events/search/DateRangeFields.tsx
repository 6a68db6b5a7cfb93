import { useTranslation } from 'react-i18next';
import { parseIsoDate, type DateRange } from '@core/domain/eventFilters';
import { Input } from '@web/components/ui/Input';
import type { UpdateFilters } from './useEventFilters';

type DateRangeFieldsProps = { value: DateRange; update: UpdateFilters; idPrefix: string };

/** Date range from/to (yyyy-MM-dd, as the URL has it); each change is its own history entry. */
export const DateRangeFields = ({ value, update, idPrefix }: DateRangeFieldsProps) => {
  const { t } = useTranslation('events');
  const handleChange = (key: keyof DateRange, raw: string) =>
    update((s) => ({ ...s, dates: { ...s.dates, [key]: parseIsoDate(raw) } }));
  const input = (key: keyof DateRange) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${idPrefix}-${key}`} className="text-xs text-ink-muted">
        {t(key === 'from' ? 'filters.from' : 'filters.to')}
      </label>
      <Input
        id={`${idPrefix}-${key}`}
        type="date"
        value={value[key] ?? ''}
        min={key === 'to' ? (value.from ?? undefined) : undefined}
        max={key === 'from' ? (value.to ?? undefined) : undefined}
        onChange={(e) => handleChange(key, e.target.value)}
        className="h-11 min-w-0 px-3"
        data-testid={`events-date-${key}`}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('filters.dates')}</legend>
      <div className="flex gap-3">
        {input('from')}
        {input('to')}
      </div>
    </fieldset>
  );
};
