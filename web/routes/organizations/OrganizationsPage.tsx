import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  hasActiveOrganizationFilters,
  parseOrganizationFilters,
  resetOrganizationFilters,
  serializeOrganizationFilters,
  toOrganizationSearchQuery,
} from '@core/domain/organizationFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryResults } from '@web/features/directories';
import { useSearchCenter } from '@web/features/geo';
import {
  OrganizationFilterPanel,
  OrganizationsToolbar,
  useOrganizationSearch,
} from '@web/features/organizations';
import { VenueSearchInput } from '@web/features/venues';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { BREAKPOINTS, useMediaQuery } from '@web/lib/useMediaQuery';
import { useUrlFilters } from '@web/lib/useUrlFilters';

/** `/organizations` and `/organisers` (titled for organisers): the organisation directory, filters in the URL. */
export const OrganizationsPage = () => {
  const { t } = useTranslation('organizations');
  const organisers = useLocation().pathname.startsWith('/organisers');
  const { filters, update } = useUrlFilters(parseOrganizationFilters, serializeOrganizationFilters);
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toOrganizationSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useOrganizationSearch(query, !waiting);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const title = organisers ? t('directory.organisersTitle') : t('directory.title');
  useDocumentTitle(title);

  const firstPage = search.data?.pages[0];
  const total = waiting ? null : (firstPage?.total ?? null);
  const categories = firstPage?.categories ?? [];
  const refreshing = search.isFetching && !search.isFetchingNextPage && search.data !== undefined;
  const onReset = hasActiveOrganizationFilters(filters) ? () => update(resetOrganizationFilters) : undefined;
  const setQ = useCallback((q: string) => update((s) => ({ ...s, q }), { replace: true }), [update]);
  const panel = (prefix: string) => (
    <OrganizationFilterPanel
      filters={filters}
      update={update}
      center={center}
      categories={categories}
      idPrefix={prefix}
    />
  );

  return (
    <>
      <PageHeader
        eyebrow={organisers ? t('directory.organisersEyebrow') : t('directory.eyebrow')}
        title={title}
        description={organisers ? t('directory.organisersDescription') : t('directory.description')}
      />
      <Container className="py-6 sm:py-10">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          {isDesktop ? (
            <aside
              aria-label={t('directory.filters')}
              className="sticky top-24 max-h-[calc(100svh-7rem)] self-start overflow-y-auto px-1 pb-6"
            >
              {panel('side')}
            </aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-5" data-testid="organizations-page">
            <VenueSearchInput
              value={filters.q}
              onChange={setQ}
              field={{
                id: 'organizations-search',
                label: t('directory.searchLabel'),
                placeholder: t('directory.search'),
                testId: 'organizations-search',
              }}
            />
            {isDesktop ? null : (
              <details
                className="group rounded-[var(--radius-card)] border border-line bg-white"
                data-testid="organizations-filters"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-ink">
                  <SlidersHorizontal aria-hidden className="size-4" />
                  {t('directory.filters')}
                </summary>
                <div className="border-t border-line px-4 py-5">{panel('sheet')}</div>
              </details>
            )}
            <OrganizationsToolbar
              filters={filters}
              update={update}
              total={total}
              refreshing={refreshing}
              hasLocation={centerPoint !== null}
            />
            <DirectoryResults
              search={search}
              layout={filters.view}
              emptyTitle={t('directory.empty')}
              emptyText={t('directory.emptyText')}
              onReset={onReset}
              waiting={waiting}
            />
          </div>
        </div>
      </Container>
    </>
  );
};
