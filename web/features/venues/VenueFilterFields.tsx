import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { VENUE_CAPACITY_OPTIONS, VENUE_RATE_OPTIONS, type VenueFilterState } from '@core/domain/venueFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type VenueFilterFieldsProps = {
  filters: VenueFilterState;
  update: UpdateUrlFilters<VenueFilterState>;
  venueTypes: readonly string[];
};

const idPrefix = 'venues-filter';

const selectClass = cn(fieldClassName, 'h-10 px-3 py-0 text-sm');

/** The venue directory's own fields inside DirectoryFilterPanel: venue type, minimum capacity, maximum daily rate. */
export const VenueFilterFields = ({ filters, update, venueTypes }: VenueFilterFieldsProps) => {
  const { t, i18n } = useTranslation('venues');
  const language = moneyLanguage(i18n.resolvedLanguage);
  // A type from a shared link stays selectable even before the list of types has arrived.
  const types =
    filters.type && !venueTypes.includes(filters.type) ? [filters.type, ...venueTypes] : venueTypes;
  return (
    <>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${idPrefix}-type`} className="text-sm font-medium text-ink">
          {t('filters.type')}
        </label>
        <select
          id={`${idPrefix}-type`}
          value={filters.type}
          onChange={(e) => update((s) => ({ ...s, type: e.target.value }))}
          className={selectClass}
          data-testid="venues-type"
        >
          <option value="">{t('filters.anyType')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${idPrefix}-capacity`} className="text-sm font-medium text-ink">
          {t('filters.capacity')}
        </label>
        <select
          id={`${idPrefix}-capacity`}
          value={filters.capacity ?? ''}
          onChange={(e) =>
            update((s) => ({ ...s, capacity: e.target.value ? Number(e.target.value) : null }))
          }
          className={selectClass}
          data-testid="venues-capacity"
        >
          <option value="">{t('filters.anyCapacity')}</option>
          {VENUE_CAPACITY_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t('filters.capacityOption', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${idPrefix}-rate`} className="text-sm font-medium text-ink">
          {t('filters.dailyRate')}
        </label>
        <select
          id={`${idPrefix}-rate`}
          value={filters.maxRate ?? ''}
          onChange={(e) => update((s) => ({ ...s, maxRate: e.target.value ? Number(e.target.value) : null }))}
          className={selectClass}
          data-testid="venues-rate"
        >
          <option value="">{t('filters.anyRate')}</option>
          {VENUE_RATE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t('filters.rateOption', { amount: formatMoney(n, language) })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
};
