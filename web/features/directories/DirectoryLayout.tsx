import { type ReactNode, useState } from 'react';
import type { SearchCenter } from '@web/features/geo';
import { DirectoryFilterPanel } from './DirectoryFilterPanel';
import { DirectoryResults, type DirectorySearch } from './DirectoryResults';
import { DirectoryToolbar } from './DirectoryToolbar';
import type { Choice } from './ToolbarParts';
import type { DirectoryFilterControls } from './useDirectoryFilters';

export type DirectoryLayoutProps<S extends string, X extends object> = {
  controls: DirectoryFilterControls<S, X>;
  /** useSearchCenter(filters.location); left out when the directory has no radius search (members). */
  center?: SearchCenter;
  search: DirectorySearch & { isFetching: boolean };
  /** 'Geen locaties' / '12 locaties': the toolbar's count of results, once the first page is in. */
  countText: (total: number) => string;
  sortOptions: readonly Choice<S>[];
  searchPlaceholder: string;
  emptyTitle: string;
  emptyText: string;
  testIdPrefix: string;
  /** The type's own filter fields (VenueFilterFields…). */
  fields: ReactNode;
};

/**
 * A directory page's body: the filter panel (sidebar on desktop, sheet on phones) beside the toolbar and the
 * results, with the sheet's open state. `${testIdPrefix}-page` marks the results column.
 */
export const DirectoryLayout = <S extends string, X extends object>({
  controls,
  center,
  search,
  countText,
  sortOptions,
  searchPlaceholder,
  emptyTitle,
  emptyText,
  testIdPrefix,
  fields,
}: DirectoryLayoutProps<S, X>) => {
  const [sheetOpen, setSheetOpen] = useState(false);
  const waiting = center?.status === 'pending';
  // null while unknown: loading, or waiting for the location's coordinates.
  const total = waiting ? null : (search.data?.pages[0]?.total ?? null);
  const refreshing = search.isFetching && !search.isFetchingNextPage && search.data !== undefined;
  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
      <DirectoryFilterPanel
        {...controls}
        center={center}
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        total={total}
        testIdPrefix={testIdPrefix}
      >
        {fields}
      </DirectoryFilterPanel>
      <div className="flex min-w-0 flex-col gap-5" data-testid={`${testIdPrefix}-page`}>
        <DirectoryToolbar
          {...controls}
          countText={total === null ? null : countText(total)}
          refreshing={refreshing}
          sortOptions={sortOptions}
          searchPlaceholder={searchPlaceholder}
          onOpenFilters={() => setSheetOpen(true)}
          testIdPrefix={testIdPrefix}
        />
        <DirectoryResults
          search={search}
          layout={controls.filters.view}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          onReset={controls.activeCount > 0 ? controls.reset : undefined}
          waiting={waiting}
        />
      </div>
    </div>
  );
};
