import { useTranslation } from 'react-i18next';
import { toVenueSearchQuery, VENUE_SORT_KEYS, venueFilters } from '@core/domain/venueFilters';
import { DirectoryPage, useGeoDirectoryFilters } from '@web/features/directories';
import { useVenueSearch, VenueFilterFields } from '@web/features/venues';

/** `/venues` and its alias `/locations`: the venue directory; every filter lives in the URL (spec §2). */
export const VenuesPage = () => {
  const { t } = useTranslation('venues');
  const { controls, center, query, enabled } = useGeoDirectoryFilters(venueFilters, toVenueSearchQuery);
  const search = useVenueSearch(query, enabled);
  return (
    <DirectoryPage
      eyebrow={t('page.eyebrow')}
      title={t('page.title')}
      description={t('page.description')}
      controls={controls}
      center={center}
      search={search}
      countText={(count) => t('list.count', { count })}
      sortOptions={VENUE_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
      searchPlaceholder={t('filters.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      testIdPrefix="venues"
      fields={
        <VenueFilterFields
          filters={controls.filters}
          update={controls.update}
          venueTypes={search.data?.pages[0]?.venueTypes ?? []}
        />
      }
    />
  );
};
