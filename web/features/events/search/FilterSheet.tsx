import { useTranslation } from 'react-i18next';
import type { EventFilterState } from '@core/domain/eventFilters';
import { FilterSheetFrame } from '@web/features/directories';
import type { SearchCenter } from '@web/features/geo';
import { FilterPanel } from './FilterPanel';
import type { UpdateFilters } from './useEventFilters';

type FilterSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: EventFilterState;
  update: UpdateFilters;
  center: SearchCenter;
  total: number | null;
};

/** The filters on phones and tablets: a bottom sheet, closed with the results button, Escape or a swipe. */
export const FilterSheet = ({ open, onOpenChange, filters, update, center, total }: FilterSheetProps) => {
  const { t } = useTranslation('events');
  return (
    <FilterSheetFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      doneText={total === null ? t('filters.showResults') : t('filters.showCount', { count: total })}
      testIdPrefix="events"
    >
      <FilterPanel filters={filters} update={update} center={center} idPrefix="sheet" />
    </FilterSheetFrame>
  );
};
