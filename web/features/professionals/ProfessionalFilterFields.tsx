import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { PROFESSIONAL_PRICE_OPTIONS, type ProfessionalFilterState } from '@core/domain/professionalFilters';
import type { ProfessionalType } from '@core/schemas/professionals';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type ProfessionalFilterFieldsProps = {
  filters: ProfessionalFilterState;
  update: UpdateUrlFilters<ProfessionalFilterState>;
  types: readonly ProfessionalType[];
};

const idPrefix = 'professionals-filter';

const selectClass = cn(fieldClassName, 'h-10 px-3 py-0 text-sm');
const checkClass = 'size-4 rounded border-line text-forest-700 accent-forest-700';

/**
 * The professionals directory's own fields inside DirectoryFilterPanel: kind of professional, online / in
 * person, and the price range of their services (EUR excl. VAT). A bound that would cross the other is not offered.
 */
export const ProfessionalFilterFields = ({ filters, update, types }: ProfessionalFilterFieldsProps) => {
  const { t, i18n } = useTranslation('professionals');
  const language = moneyLanguage(i18n.resolvedLanguage);
  // A type from a shared link stays selectable even before the list of types has arrived.
  const options =
    filters.type && !types.some((x) => x.slug === filters.type)
      ? [{ slug: filters.type, name: filters.type }, ...types]
      : types;
  const price = (n: number) => t('filters.priceOption', { amount: formatMoney(n, language) });
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
          data-testid="professionals-type"
        >
          <option value="">{t('filters.anyType')}</option>
          {options.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-min-price`} className="text-xs text-ink-soft">
              {t('filters.minPrice')}
            </label>
            <select
              id={`${idPrefix}-min-price`}
              value={filters.minPrice ?? ''}
              onChange={(e) =>
                update((s) => ({ ...s, minPrice: e.target.value ? Number(e.target.value) : null }))
              }
              className={selectClass}
              data-testid="professionals-min-price"
            >
              <option value="">{t('filters.anyPrice')}</option>
              {PROFESSIONAL_PRICE_OPTIONS.filter(
                (n) => filters.maxPrice === null || n <= filters.maxPrice,
              ).map((n) => (
                <option key={n} value={n}>
                  {price(n)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-max-price`} className="text-xs text-ink-soft">
              {t('filters.maxPrice')}
            </label>
            <select
              id={`${idPrefix}-max-price`}
              value={filters.maxPrice ?? ''}
              onChange={(e) =>
                update((s) => ({ ...s, maxPrice: e.target.value ? Number(e.target.value) : null }))
              }
              className={selectClass}
              data-testid="professionals-max-price"
            >
              <option value="">{t('filters.anyPrice')}</option>
              {PROFESSIONAL_PRICE_OPTIONS.filter(
                (n) => filters.minPrice === null || n >= filters.minPrice,
              ).map((n) => (
                <option key={n} value={n}>
                  {price(n)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
    </>
  );
};
