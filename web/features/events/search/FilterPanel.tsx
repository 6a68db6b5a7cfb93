import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_EVENT_TYPES, type MainEventType } from '@core/domain/categories';
import {
  hasActiveFilters,
  resetEventFilters,
  withMainType,
  type EventFilterState,
} from '@core/domain/eventFilters';
import { Button } from '@web/components/ui/Button';
import { fieldClassName } from '@web/components/ui/Input';
import { useMainTypeName } from '@web/features/categories';
import { cn } from '@web/lib/cn';
import { DateRangeFields } from './DateRangeFields';
import { LocationField, type SearchCenter } from '@web/features/geo';
import { PriceRangeFields } from './PriceRangeFields';
import { SearchField } from './SearchField';
import { SubtypePicker } from './SubtypePicker';
import { type UpdateFilters, useDefaultRadius } from './useEventFilters';

type FilterPanelProps = {
  filters: EventFilterState;
  update: UpdateFilters;
  center: SearchCenter;
  /** Distinguishes the ids of the sidebar and the mobile sheet. */
  idPrefix: string;
  /** The sheet repeats the search field; the desktop page has it above the results. */
  withSearch?: boolean;
};

/** Every filter of spec §2/§5 in one column: the desktop sidebar and the mobile filter sheet. */
export const FilterPanel = ({ filters, update, center, idPrefix, withSearch = false }: FilterPanelProps) => {
  const { t } = useTranslation('events');
  const typeName = useMainTypeName();
  const defaultRadius = useDefaultRadius();
  return (
    <div className="flex flex-col gap-6" data-testid="events-filters">
      {withSearch ? <SearchField value={filters.q} update={update} id={`${idPrefix}-search`} /> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-type`} className="text-sm font-medium text-ink">
          {t('filters.type')}
        </label>
        <select
          id={`${idPrefix}-type`}
          value={filters.mainType}
          onChange={(e) => update((s) => withMainType(s, e.target.value as MainEventType | 'all'))}
          className={cn(fieldClassName, 'h-11 px-3 py-0')}
          data-testid="events-type"
        >
          <option value="all">{t('filters.allTypes')}</option>
          {MAIN_EVENT_TYPES.map((slug) => (
            <option key={slug} value={slug}>
              {typeName(slug)}
            </option>
          ))}
        </select>
      </div>
      <SubtypePicker mainType={filters.mainType} selected={filters.subtypes} update={update} />
      <LocationField
        location={filters.location}
        radius={filters.radius}
        center={center}
        onLocationChange={(location) => update((s) => ({ ...s, location }))}
        onRadiusChange={(radius) => update((s) => ({ ...s, radius }))}
        idPrefix={`${idPrefix}-location`}
        testIdPrefix="events"
      />
      <PriceRangeFields value={filters.price} update={update} idPrefix={`${idPrefix}-price`} />
      <DateRangeFields value={filters.dates} update={update} idPrefix={`${idPrefix}-date`} />
      <label className="flex cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={filters.premium}
          onChange={(e) => update((s) => ({ ...s, premium: e.target.checked }))}
          className="size-5 rounded accent-forest-700"
          data-testid="events-premium"
        />
        {t('filters.premium')}
      </label>
      {hasActiveFilters(filters, defaultRadius) ? (
        <Button
          variant="secondary"
          onClick={() => update((current) => resetEventFilters(current, defaultRadius))}
          className="self-start"
          data-testid="events-reset"
        >
          <RotateCcw aria-hidden />
          {t('filters.reset')}
        </Button>
      ) : null}
    </div>
  );
};
