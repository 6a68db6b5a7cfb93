import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE, normalisePrice, PRICE_MAX, PRICE_MIN } from '@core/domain/eventFilters';
import { Input } from '@web/components/ui/Input';
import { useDebouncedField } from '@web/lib/useDebouncedField';
import type { UpdateFilters } from './useEventFilters';

type PriceDraft = { min: string; max: string };
type PriceRangeFieldsProps = { value: { min: number; max: number }; update: UpdateFilters; idPrefix: string };

/** The defaults show as empty inputs with 0 and 500 as placeholders. */
const toDraft = (price: { min: number; max: number }): PriceDraft => ({
  min: price.min === PRICE_MIN ? '' : String(price.min),
  max: price.max === PRICE_MAX ? '' : String(price.max),
});

const samePrice = (a: PriceDraft, b: PriceDraft) => {
  const x = normalisePrice(a.min, a.max);
  const y = normalisePrice(b.min, b.max);
  return x.min === y.min && x.max === y.max;
};

/** Price range 0–500: numbers clamped, empty min 0, empty max 500, applied 800 ms after typing (spec §5). */
export const PriceRangeFields = ({ value, update, idPrefix }: PriceRangeFieldsProps) => {
  const { t } = useTranslation('events');
  const commit = useCallback(
    (draft: PriceDraft, options: { replace: boolean }) =>
      update((s) => ({ ...s, price: normalisePrice(draft.min, draft.max) }), options),
    [update],
  );
  const field = useDebouncedField(toDraft(value), FILTER_DEBOUNCE.price, commit, samePrice);
  const handleBlur = () => {
    field.flush();
    // Show the clamped values (600 → 500, max below min → min).
    field.setDraft(toDraft(normalisePrice(field.draft.min, field.draft.max)));
  };
  const input = (key: keyof PriceDraft, placeholder: number) => (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={`${idPrefix}-${key}`} className="text-xs text-ink-muted">
        {t(key === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
      </label>
      <Input
        id={`${idPrefix}-${key}`}
        type="number"
        inputMode="numeric"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        placeholder={String(placeholder)}
        value={field.draft[key]}
        onChange={(e) => field.change({ ...field.draft, [key]: e.target.value })}
        onFocus={field.startBurst}
        onBlur={handleBlur}
        className="h-11"
        data-testid={`events-price-${key}`}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('filters.price')}</legend>
      <div className="flex items-end gap-3">
        {input('min', PRICE_MIN)}
        <span aria-hidden className="pb-3 text-ink-muted">
          –
        </span>
        {input('max', PRICE_MAX)}
      </div>
      <p className="text-xs text-ink-muted">{t('filters.priceHint')}</p>
    </fieldset>
  );
};
