import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isMainEventType } from '@core/domain/categories';
import { hasActiveFilters, resetEventFilters } from '@core/domain/eventFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { useMainTypeName } from '@web/features/categories';
import {
  countActiveFilters,
  EventResults,
  EventsMap,
  EventsToolbar,
  FilterPanel,
  FiltersButton,
  MainTypeChips,
  MobileMapLayout,
  SearchField,
  toSearchQuery,
  useEventFilters,
  useEventSearch,
  useLayoutPreference,
  useScrollRestoration,
} from '@web/features/events';
import { useSearchCenter } from '@web/features/geo';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import {
  BREAKPOINTS,
  DESKTOP_QUERY,
  useIsMobile,
  useMediaQuery,
  useMediaQueryOnceKnown,
} from '@web/lib/useMediaQuery';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { RefreshablePage } from '@web/lib/RefreshablePage';
import { useHydrating } from '@web/lib/useHydrating';
import { useOnceTrue } from '@web/lib/useOnceTrue';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

// The filter sheet of phones and tablets (Radix Dialog + the filter fields) loads when first opened.
const FilterSheet = lazy(() =>
  import('@web/features/events/search/FilterSheet').then((m) => ({ default: m.FilterSheet })),
);

/** `/events` and `/events/{mainType}`: the event browser; every filter lives in the URL (spec §2). */
export const EventsPage = () => {
  // The cards' favourite buttons speak 'favorites': load it with the page, not card by card.
  const { t } = useTranslation(['events', 'favorites']);
  const { category } = useParams();
  const typeName = useMainTypeName();
  const { filters, update, defaultRadius } = useEventFilters();
  useLayoutPreference(filters, update);
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useEventSearch(query, !waiting);
  // Undefined while the server's HTML hydrates: the filter button and sidebar are then both there, CSS shows one.
  const desktopKnown = useMediaQueryOnceKnown(DESKTOP_QUERY);
  const isDesktop = desktopKnown === true;
  const isTablet = useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const isMobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetWanted = useOnceTrue(sheetOpen);
  const mainType = filters.mainType === 'all' ? undefined : filters.mainType;
  const title = mainType ? typeName(mainType) : t('page.title');
  useDocumentTitle(title);
  // Not against the first cards of a server-rendered page: the list has its full height once hydrated.
  const hydrating = useHydrating();
  useScrollRestoration(filters.view !== 'map' && search.data !== undefined && !hydrating);
  if (category && !isMainEventType(category)) return <NotFoundPage />;

  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const total = waiting ? null : (search.data?.pages[0]?.total ?? null);
  const refreshing = search.isFetching && !search.isFetchingNextPage && search.data !== undefined;
  const columns = filters.view === 'list' ? 1 : isDesktop ? filters.cols : isTablet ? 2 : 1;
  const onReset = hasActiveFilters(filters, defaultRadius)
    ? () => update((current) => resetEventFilters(current, defaultRadius))
    : undefined;

  const searchRow = (
    <div className="flex gap-2">
      <SearchField value={filters.q} update={update} id="events-search" className="min-w-0 flex-1" />
      {isDesktop ? null : (
        <div className="contents lg:hidden">
          <FiltersButton count={countActiveFilters(filters)} onClick={() => setSheetOpen(true)} />
        </div>
      )}
    </div>
  );
  const toolbar = (
    <EventsToolbar
      filters={filters}
      update={update}
      total={total}
      refreshing={refreshing}
      showColumns={isDesktop}
    />
  );
  const filterSheet =
    isDesktop || !sheetWanted ? null : (
      <LazyBoundary fallback={null}>
        <FilterSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          filters={filters}
          update={update}
          center={center}
          total={total}
        />
      </LazyBoundary>
    );

  if (filters.view === 'map' && isMobile) {
    return (
      <>
        <MobileMapLayout
          filters={filters}
          update={update}
          query={query}
          search={search}
          items={items}
          total={total}
          waiting={waiting}
          onReset={onReset}
          controls={
            <>
              {searchRow}
              {toolbar}
            </>
          }
        />
        {filterSheet}
      </>
    );
  }

  return (
    <RefreshablePage>
      <PageHeader
        eyebrow={mainType ? t('page.eyebrowType') : t('page.eyebrow')}
        title={title}
        description={
          // The browser is about results: only a chosen type gets its one-line introduction.
          mainType ? (
            <span className="hidden sm:inline">{t(`types.${mainType}`, { defaultValue: '' })}</span>
          ) : undefined
        }
      >
        <div className="mt-6 sm:mt-8">
          <MainTypeChips filters={filters} />
        </div>
      </PageHeader>
      <Container className="py-6 sm:py-10">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          {desktopKnown !== false ? (
            <aside
              aria-label={t('filters.title')}
              className="sticky top-24 hidden lg:block max-h-[calc(100svh-7rem)] self-start overflow-y-auto px-1 pb-6"
            >
              <FilterPanel filters={filters} update={update} center={center} idPrefix="side" />
            </aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-5">
            {searchRow}
            {toolbar}
            {filters.view === 'map' ? (
              <EventsMap
                filters={filters}
                update={update}
                query={query}
                items={items}
                className="h-[70svh] min-h-96 rounded-[var(--radius-card)] border border-line"
              />
            ) : (
              <EventResults
                search={search}
                layout={filters.view === 'list' ? 'list' : 'grid'}
                columns={columns}
                desktopColumns={filters.view === 'list' ? 1 : filters.cols}
                onReset={onReset}
                waiting={waiting}
              />
            )}
          </div>
        </div>
      </Container>
      {filterSheet}
    </RefreshablePage>
  );
};
