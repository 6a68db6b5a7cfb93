import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { PROFESSIONAL_PRICE_OPTIONS, type ProfessionalFilterState } from '@core/domain/professionalFilters';
import type { ProfessionalType } from '@core/schemas/professionals';
import { FilterRange, FilterSelect, withCurrentChoice } from '@web/features/directories';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type ProfessionalFilterFieldsProps = {
  filters: ProfessionalFilterState;
  update: UpdateUrlFilters<ProfessionalFilterState>;
  types: readonly ProfessionalType[];
};

const idPrefix = 'professionals-filter';

const checkClass = 'size-4 rounded border-line text-forest-700 accent-forest-700';

/**
 * The professionals directory's own fields inside DirectoryFilterPanel: kind of professional, online / in
 * person, and the price range of their services (EUR excl. VAT). A bound that would cross the other is not offered.
 */
export const ProfessionalFilterFields = ({ filters, update, types }: ProfessionalFilterFieldsProps) => {
  const { t, i18n } = useTranslation('professionals');
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
          types.map((type) => ({ value: type.slug, label: type.name })),
        )}
        testId="professionals-type"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('filters.mode')}</legend>
        <label className="inline-flex items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            checked={filters.online}
            onChange={(e) => update((s) => ({ ...s, online: e.target.checked }))}
            className={checkClass}
            data-testid="professionals-online"
          />
          {t('filters.online')}
        </label>
        <label className="inline-flex items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            checked={filters.inPerson}
            onChange={(e) => update((s) => ({ ...s, inPerson: e.target.checked }))}
            className={checkClass}
            data-testid="professionals-in-person"
          />
          {t('filters.inPerson')}
        </label>
      </fieldset>
      <FilterRange
        legend={t('filters.price')}
        idPrefix={idPrefix}
        testIdPrefix="professionals"
        name="price"
        min={filters.minPrice}
        max={filters.maxPrice}
        onMinChange={(minPrice) => update((s) => ({ ...s, minPrice }))}
        onMaxChange={(maxPrice) => update((s) => ({ ...s, maxPrice }))}
        steps={PROFESSIONAL_PRICE_OPTIONS}
        format={(n) => t('filters.priceOption', { amount: formatMoney(n, language) })}
        minLabel={t('filters.minPrice')}
        maxLabel={t('filters.maxPrice')}
        anyLabel={t('filters.anyPrice')}
      />
    </>
  );
};
