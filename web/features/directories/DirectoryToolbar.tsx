import { LayoutGrid, List } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseDirectoryFilters } from '@core/domain/directoryFilters';
import { DESKTOP_QUERY, useMediaQueryOnceKnown } from '@web/lib/useMediaQuery';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';
import { type Choice, FiltersButton, PillSelect, ResultSummary, SearchBox, ViewToggle } from './ToolbarParts';

type DirectoryToolbarProps<S extends string, F extends BaseDirectoryFilters<S>> = {
  /** From useDirectoryFilters. */
  filters: F;
  update: UpdateUrlFilters<F>;
  activeCount: number;
  /** The type's count text ('12 locaties gevonden'), null while unknown. */
  countText: string | null;
  refreshing: boolean;
  sortOptions: readonly Choice<S>[];
  searchPlaceholder: string;
  /** Opens the filter sheet (the 'Filters' button shows below the desktop breakpoint). */
  onOpenFilters: () => void;
  /** `${testIdPrefix}-search`, `-count`, `-sort`, `-view-grid`, `-filters-button`… */
  testIdPrefix: string;
};

/** Search (debounced), mobile 'Filters' button with its count, result count, sort and the grid/list switch. */
export const DirectoryToolbar = <S extends string, F extends BaseDirectoryFilters<S>>({
  filters,
  update,
  activeCount,
  countText,
  refreshing,
  sortOptions,
  searchPlaceholder,
  onOpenFilters,
  testIdPrefix,
}: DirectoryToolbarProps<S, F>) => {
  const { t } = useTranslation('directories');
  const isDesktop = useMediaQueryOnceKnown(DESKTOP_QUERY);
  const onSearch = useCallback(
    (q: string, options: { replace: boolean }) => update((s) => ({ ...s, q }), options),
    [update],
  );
  return (
    <>
      <div className="flex gap-2">
        <SearchBox
          value={filters.q}
          onCommit={onSearch}
          id={`${testIdPrefix}-search`}
          label={t('toolbar.search')}
          placeholder={searchPlaceholder}
          testId={`${testIdPrefix}-search`}
          className="min-w-0 flex-1"
        />
        {isDesktop === true ? null : (
          // While the server's HTML hydrates the viewport is unknown: CSS hides the button on a desktop.
          <div className="contents lg:hidden">
            <FiltersButton
              count={activeCount}
              onClick={onOpenFilters}
              label={t('filters.open')}
              countLabel={t('filters.openWithCount', { count: activeCount })}
              testIdPrefix={testIdPrefix}
            />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultSummary
          countText={countText}
          refreshing={refreshing}
          refreshingText={t('toolbar.refreshing')}
          testIdPrefix={testIdPrefix}
        />
        <div className="flex flex-wrap items-center gap-2">
          <PillSelect
            id={`${testIdPrefix}-sort`}
            label={t('toolbar.sort')}
            value={filters.sort}
            options={sortOptions}
            onChange={(sort) => update((s) => ({ ...s, sort }))}
            testId={`${testIdPrefix}-sort`}
          />
          <ViewToggle
            label={t('toolbar.view')}
            value={filters.view}
            modes={[
              { value: 'grid', label: t('toolbar.grid'), icon: LayoutGrid },
              { value: 'list', label: t('toolbar.list'), icon: List },
            ]}
            onChange={(view) => update((s) => ({ ...s, view }))}
            testIdPrefix={testIdPrefix}
          />
        </div>
      </div>
    </>
  );
};
