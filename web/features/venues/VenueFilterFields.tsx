import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { VENUE_CAPACITY_OPTIONS, VENUE_RATE_OPTIONS, type VenueFilterState } from '@core/domain/venueFilters';
import { boundOf, FilterSelect, withCurrentChoice } from '@web/features/directories';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type VenueFilterFieldsProps = {
  filters: VenueFilterState;
  update: UpdateUrlFilters<VenueFilterState>;
  venueTypes: readonly string[];
};

const idPrefix = 'venues-filter';

/** The venue directory's own fields inside DirectoryFilterPanel: venue type, minimum capacity, maximum daily rate. */
export const VenueFilterFields = ({ filters, update, venueTypes }: VenueFilterFieldsProps) => {
  const { t, i18n } = useTranslation('venues');
  const language = moneyLanguage(i18n.resolvedLanguage);
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-type`}
        label={t('filters.type')}
        value={filters.type}
        onChange={(type) => update((s) => ({ ...s, type }))}
        anyLabel={t('filters.anyType')}
        options={withCurrentChoice(
          filters.type,
          venueTypes.map((type) => ({ value: type, label: type })),
        )}
        testId="venues-type"
      />
      <FilterSelect
        id={`${idPrefix}-capacity`}
        label={t('filters.capacity')}
        value={filters.capacity}
        onChange={(value) => update((s) => ({ ...s, capacity: boundOf(value) }))}
        anyLabel={t('filters.anyCapacity')}
        options={VENUE_CAPACITY_OPTIONS.map((n) => ({
          value: n,
          label: t('filters.capacityOption', { count: n }),
        }))}
        testId="venues-capacity"
      />
      <FilterSelect
        id={`${idPrefix}-rate`}
        label={t('filters.dailyRate')}
        value={filters.maxRate}
        onChange={(value) => update((s) => ({ ...s, maxRate: boundOf(value) }))}
        anyLabel={t('filters.anyRate')}
        options={VENUE_RATE_OPTIONS.map((n) => ({
          value: n,
          label: t('filters.rateOption', { amount: formatMoney(n, language) }),
        }))}
        testId="venues-rate"
      />
    </>
  );
};
