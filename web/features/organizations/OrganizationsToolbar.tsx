import { LayoutGrid, List, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ORGANIZATION_SORT_KEYS,
  type OrganizationFilterState,
  type OrganizationSortKey,
} from '@core/domain/organizationFilters';
import { DIRECTORY_VIEWS } from '@core/domain/venueFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type OrganizationsToolbarProps = {
  filters: OrganizationFilterState;
  update: UpdateUrlFilters<OrganizationFilterState>;
  total: number | null;
  refreshing: boolean;
  /** 'Dichtstbij' only means something with a location. */
  hasLocation: boolean;
};

const VIEW_ICONS = { grid: LayoutGrid, list: List } as const;

/** Count and 'Bijwerken...', the sort select and the grid/list switch. */
export const OrganizationsToolbar = ({
  filters,
  update,
  total,
  refreshing,
  hasLocation,
}: OrganizationsToolbarProps) => {
  const { t } = useTranslation(['organizations', 'venues']);
  const sortKeys = ORGANIZATION_SORT_KEYS.filter(
    (k) => k !== 'distance' || hasLocation || filters.sort === k,
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-h-9 basis-full items-center gap-3 sm:basis-auto">
        {total !== null ? (
          <p
            className="text-sm font-medium text-ink-soft"
            data-testid="organizations-count"
            aria-live="polite"
          >
            {t('directory.count', { count: total })}
          </p>
        ) : null}
        {refreshing ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('venues:list.refreshing')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="organizations-sort" className="sr-only">
          {t('directory.sort')}
        </label>
        <select
          id="organizations-sort"
          value={filters.sort}
          onChange={(e) => update((s) => ({ ...s, sort: e.target.value as OrganizationSortKey }))}
          className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
          data-testid="organizations-sort"
        >
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {t(`directory.sortOptions.${key}`)}
            </option>
          ))}
        </select>
        <div
          role="group"
          aria-label={t('venues:view.label')}
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
                title={t(`venues:view.${mode}`)}
                onClick={() => update((s) => ({ ...s, view: mode }))}
                className={cn(
                  'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                  on ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
                )}
                data-testid={`organizations-view-${mode}`}
              >
                <Icon aria-hidden className="size-4" />
                <span className="sr-only sm:not-sr-only">{t(`venues:view.${mode}`)}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
};
