import { LayoutGrid, List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EVENT_SORT_KEYS, GRID_COLUMNS, type EventFilterState } from '@core/domain/eventFilters';
import { PillSelect, ResultSummary, ViewToggle } from '@web/features/directories';
import type { UpdateFilters } from './useEventFilters';

type EventsToolbarProps = {
  filters: EventFilterState;
  update: UpdateFilters;
  total: number | null;
  refreshing: boolean;
  /** Column choice only where the grid uses it (wide screens). */
  showColumns: boolean;
};

const VIEW_ICONS = { grid: LayoutGrid, list: List, map: MapIcon } as const;

/** Count and 'Bijwerken...', sort select, grid/list/map switch and the grid's column count (shared pieces). */
export const EventsToolbar = ({ filters, update, total, refreshing, showColumns }: EventsToolbarProps) => {
  const { t } = useTranslation('events');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ResultSummary
        countText={total === null ? null : t('list.count', { count: total })}
        refreshing={refreshing}
        refreshingText={t('list.refreshing')}
        testIdPrefix="events"
      />
      <div className="flex flex-wrap items-center gap-2">
        <PillSelect
          id="events-sort"
          label={t('sort.label')}
          value={filters.sort}
          options={EVENT_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
          onChange={(sort) => update((s) => ({ ...s, sort }))}
          testId="events-sort"
        />
        {showColumns && filters.view === 'grid' ? (
          <PillSelect
            id="events-cols"
            label={t('view.columns')}
            value={filters.cols}
            options={GRID_COLUMNS.map((n) => ({ value: n, label: t('view.columnsOption', { count: n }) }))}
            onChange={(cols) => update((s) => ({ ...s, cols }))}
            testId="events-cols"
          />
        ) : null}
        <ViewToggle
          label={t('view.label')}
          value={filters.view}
          modes={(['grid', 'list', 'map'] as const).map((mode) => ({
            value: mode,
            label: t(`view.${mode}`),
            icon: VIEW_ICONS[mode],
          }))}
          onChange={(view) => update((s) => ({ ...s, view }))}
          testIdPrefix="events"
        />
      </div>
    </div>
  );
};
