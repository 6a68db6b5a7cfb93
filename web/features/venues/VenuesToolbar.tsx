import { LayoutGrid, List, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DIRECTORY_VIEWS,
  VENUE_SORT_KEYS,
  type VenueFilterState,
  type VenueSortKey,
} from '@core/domain/venueFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type VenuesToolbarProps = {
  filters: VenueFilterState;
  update: UpdateUrlFilters<VenueFilterState>;
  total: number | null;
  refreshing: boolean;
};

const VIEW_ICONS = { grid: LayoutGrid, list: List } as const;

/** Count and 'Bijwerken...', the sort select and the grid/list switch. */
export const VenuesToolbar = ({ filters, update, total, refreshing }: VenuesToolbarProps) => {
  const { t } = useTranslation('venues');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-h-9 basis-full items-center gap-3 sm:basis-auto">
        {total !== null ? (
          <p className="text-sm font-medium text-ink-soft" data-testid="venues-count" aria-live="polite">
            {t('list.count', { count: total })}
          </p>
        ) : null}
        {refreshing ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('list.refreshing')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="venues-sort" className="sr-only">
          {t('sort.label')}
        </label>
        <select
          id="venues-sort"
          value={filters.sort}
          onChange={(e) => update((s) => ({ ...s, sort: e.target.value as VenueSortKey }))}
          className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
          data-testid="venues-sort"
        >
          {VENUE_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
        <div
          role="group"
          aria-label={t('view.label')}
          className="flex rounded-full bg-white p-1 ring-1 ring-line"
        >
          {DIRECTORY_VIEWS.map((mode) => {
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
                data-testid={`venues-view-${mode}`}
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
