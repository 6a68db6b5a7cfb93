import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toVenueSearchQuery, VENUE_SORT_KEYS, venueFilters } from '@core/domain/venueFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryLayout, useDirectoryFilters } from '@web/features/directories';
import { useSearchCenter } from '@web/features/geo';
import { useVenueSearch, VenueFilterFields } from '@web/features/venues';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** `/venues` and its alias `/locations`: the venue directory; every filter lives in the URL (spec §2). */
export const VenuesPage = () => {
  const { t } = useTranslation('venues');
  const controls = useDirectoryFilters(venueFilters);
  const { filters, update } = controls;
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toVenueSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useVenueSearch(query, !waiting);
  useDocumentTitle(t('page.title'));

  const firstPage = search.data?.pages[0];
  const total = waiting ? null : (firstPage?.total ?? null);
  const sortOptions = VENUE_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }));

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={t('page.description')} />
      <Container className="py-6 sm:py-10">
        <DirectoryLayout
          controls={controls}
          center={center}
          search={search}
          total={total}
          countText={total === null ? null : t('list.count', { count: total })}
          sortOptions={sortOptions}
          searchPlaceholder={t('filters.searchPlaceholder')}
          emptyTitle={t('list.empty')}
          emptyText={t('list.emptyText')}
          testIdPrefix="venues"
          fields={
            <VenueFilterFields filters={filters} update={update} venueTypes={firstPage?.venueTypes ?? []} />
          }
        />
      </Container>
    </>
  );
};
