import { LayoutGrid, List, LoaderCircle, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  EVENT_SORT_KEYS,
  GRID_COLUMNS,
  type EventFilterState,
  type EventSortKey,
  type GridColumns,
  type ViewMode,
} from '@core/domain/eventFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateFilters } from './useEventFilters';

type EventsToolbarProps = {
  filters: EventFilterState;
  update: UpdateFilters;
  total: number | null;
  refreshing: boolean;
  /** Column choice only where the grid uses it (wide screens). */
  showColumns: boolean;
};

const VIEW_ICONS: Record<ViewMode, typeof List> = { grid: LayoutGrid, list: List, map: MapIcon };

/** Count and 'Bijwerken...', sort select, grid/list/map switch and the grid's column count. */
export const EventsToolbar = ({ filters, update, total, refreshing, showColumns }: EventsToolbarProps) => {
  const { t } = useTranslation('events');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* Full width on a phone whether or not the count has arrived, so the results never jump down (CLS). */}
      <div className="flex min-h-9 basis-full items-center gap-3 sm:basis-auto">
        {total !== null ? (
          <p className="text-sm font-medium text-ink-soft" data-testid="events-count" aria-live="polite">
            {t('list.count', { count: total })}
          </p>
        ) : null}
        {refreshing ? (
          <p
            className="inline-flex items-center gap-1.5 text-sm text-ink-muted"
            data-testid="events-refreshing"
          >
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('list.refreshing')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="events-sort" className="sr-only">
          {t('sort.label')}
        </label>
        <select
          id="events-sort"
          value={filters.sort}
          onChange={(e) => update((s) => ({ ...s, sort: e.target.value as EventSortKey }))}
          className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
          data-testid="events-sort"
        >
          {EVENT_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
        {showColumns && filters.view === 'grid' ? (
          <>
            <label htmlFor="events-cols" className="sr-only">
              {t('view.columns')}
            </label>
            <select
              id="events-cols"
              value={filters.cols}
              onChange={(e) => update((s) => ({ ...s, cols: Number(e.target.value) as GridColumns }))}
              className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
              data-testid="events-cols"
            >
              {GRID_COLUMNS.map((n) => (
                <option key={n} value={n}>
                  {t('view.columnsOption', { count: n })}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <div
          role="group"
          aria-label={t('view.label')}
          className="flex rounded-full bg-white p-1 ring-1 ring-line"
        >
          {(['grid', 'list', 'map'] as const).map((mode) => {
            const Icon = VIEW_ICONS[mode];
            const on = filters.view === mode;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={on}
                title={t(`view.${mode}`)}
                onClick={() => update((s) => ({ ...s, view: mode }))}
                className={cn(
                  'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                  on ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
                )}
                data-testid={`events-view-${mode}`}
              >
                <Icon aria-hidden className="size-4" />
                <span className="sr-only sm:not-sr-only">{t(`view.${mode}`)}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
};
