import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasActiveVenueFilters,
  parseVenueFilters,
  resetVenueFilters,
  serializeVenueFilters,
  toVenueSearchQuery,
} from '@core/domain/venueFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryResults } from '@web/features/directories';
import { useSearchCenter } from '@web/features/geo';
import { useVenueSearch, VenueFilterPanel, VenueSearchInput, VenuesToolbar } from '@web/features/venues';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { BREAKPOINTS, useMediaQuery } from '@web/lib/useMediaQuery';
import { useUrlFilters } from '@web/lib/useUrlFilters';

/** `/venues` and its alias `/locations`: the venue directory; every filter lives in the URL (spec §2). */
export const VenuesPage = () => {
  const { t } = useTranslation('venues');
  const { filters, update } = useUrlFilters(parseVenueFilters, serializeVenueFilters);
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toVenueSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useVenueSearch(query, !waiting);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  useDocumentTitle(t('page.title'));

  const firstPage = search.data?.pages[0];
  const total = waiting ? null : (firstPage?.total ?? null);
  const venueTypes = firstPage?.venueTypes ?? [];
  const refreshing = search.isFetching && !search.isFetchingNextPage && search.data !== undefined;
  const onReset = hasActiveVenueFilters(filters) ? () => update(resetVenueFilters) : undefined;
  const setQ = useCallback((q: string) => update((s) => ({ ...s, q }), { replace: true }), [update]);
  const panel = (prefix: string) => (
    <VenueFilterPanel
      filters={filters}
      update={update}
      center={center}
      venueTypes={venueTypes}
      idPrefix={prefix}
    />
  );

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={t('page.description')} />
      <Container className="py-6 sm:py-10">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          {isDesktop ? (
            <aside
              aria-label={t('filters.title')}
              className="sticky top-24 max-h-[calc(100svh-7rem)] self-start overflow-y-auto px-1 pb-6"
            >
              {panel('side')}
            </aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-5" data-testid="venues-page">
            <VenueSearchInput value={filters.q} onChange={setQ} />
            {isDesktop ? null : (
              <details
                className="group rounded-[var(--radius-card)] border border-line bg-white"
                data-testid="venues-filters"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-ink">
                  <SlidersHorizontal aria-hidden className="size-4" />
                  {t('filters.title')}
                </summary>
                <div className="border-t border-line px-4 py-5">{panel('sheet')}</div>
              </details>
            )}
            <VenuesToolbar filters={filters} update={update} total={total} refreshing={refreshing} />
            <DirectoryResults
              search={search}
              layout={filters.view}
              emptyTitle={t('list.empty')}
              emptyText={t('list.emptyText')}
              onReset={onReset}
              waiting={waiting}
            />
          </div>
        </div>
      </Container>
    </>
  );
};
