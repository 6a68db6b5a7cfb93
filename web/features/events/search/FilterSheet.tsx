import { useTranslation } from 'react-i18next';
import type { EventFilterState } from '@core/domain/eventFilters';
import { Button } from '@web/components/ui/Button';
import { Sheet } from '@web/components/ui/Sheet';
import { FilterPanel } from './FilterPanel';
import type { SearchCenter } from '@web/features/geo';
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
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      testId="events-filter-sheet"
    >
      <div className="pt-2 pb-4">
        <FilterPanel filters={filters} update={update} center={center} idPrefix="sheet" />
      </div>
      <div className="sticky -bottom-6 -mx-6 border-t border-line bg-canvas px-6 pt-3 pb-6">
        <Button className="w-full" onClick={() => onOpenChange(false)} data-testid="events-filter-sheet-done">
          {total === null ? t('filters.showResults') : t('filters.showCount', { count: total })}
        </Button>
      </div>
    </Sheet>
  );
};
