import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFESSIONAL_SORT_KEYS,
  type ProfessionalSortKey,
  hasActiveProfessionalFilters,
  parseProfessionalFilters,
  resetProfessionalFilters,
  serializeProfessionalFilters,
  toProfessionalSearchQuery,
} from '@core/domain/professionalFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryResults, DirectorySearchInput } from '@web/features/directories';
import { ProfessionalsToolbar } from '@web/features/professionals';
import { useSearchCenter } from '@web/features/geo';
import {
  ProfessionalFilterPanel,
  useProfessionalSearch,
  useProfessionalTypes,
} from '@web/features/professionals';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { BREAKPOINTS, useMediaQuery } from '@web/lib/useMediaQuery';
import { useUrlFilters } from '@web/lib/useUrlFilters';

/**
 * `/professionals` (signed in only; visitors are sent to /restricted by the route guard): the professionals
 * directory; every filter lives in the URL (spec §2).
 */
export const ProfessionalsPage = () => {
  const { t } = useTranslation('professionals');
  const { filters, update } = useUrlFilters(parseProfessionalFilters, serializeProfessionalFilters);
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toProfessionalSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useProfessionalSearch(query, !waiting);
  const types = useProfessionalTypes();
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  useDocumentTitle(t('page.directoryTitle'));

  const total = waiting ? null : (search.data?.pages[0]?.total ?? null);
  const refreshing = search.isFetching && !search.isFetchingNextPage && search.data !== undefined;
  const onReset = hasActiveProfessionalFilters(filters) ? () => update(resetProfessionalFilters) : undefined;
  const setQ = useCallback((q: string) => update((s) => ({ ...s, q }), { replace: true }), [update]);
  const sortOptions = PROFESSIONAL_SORT_KEYS.map((value) => ({ value, label: t(`sort.${value}`) }));
  const panel = (prefix: string) => (
    <ProfessionalFilterPanel
      filters={filters}
      update={update}
      center={center}
      types={types.data ?? []}
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
          <div className="flex min-w-0 flex-col gap-5" data-testid="professionals-page">
            <DirectorySearchInput
              id="professionals-search"
              value={filters.q}
              onChange={setQ}
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
            />
            {isDesktop ? null : (
              <details
                className="group rounded-[var(--radius-card)] border border-line bg-white"
                data-testid="professionals-filters"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-ink">
                  <SlidersHorizontal aria-hidden className="size-4" />
                  {t('filters.title')}
                </summary>
                <div className="border-t border-line px-4 py-5">{panel('sheet')}</div>
              </details>
            )}
            <ProfessionalsToolbar<ProfessionalSortKey>
              countText={total !== null ? t('list.count', { count: total }) : null}
              refreshingText={refreshing ? t('list.refreshing') : null}
              sort={{ value: filters.sort, options: sortOptions, label: t('sort.label') }}
              onSortChange={(sort) => update((s) => ({ ...s, sort }))}
              view={filters.view}
              viewLabels={{ group: t('view.label'), grid: t('view.grid'), list: t('view.list') }}
              onViewChange={(view) => update((s) => ({ ...s, view }))}
              testIdPrefix="professionals"
            />
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
