import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  ORGANIZATION_SORT_KEYS,
  organizationFilters,
  toOrganizationSearchQuery,
} from '@core/domain/organizationFilters';
import { DirectoryPage, useGeoDirectoryFilters } from '@web/features/directories';
import { OrganizationFilterFields, useOrganizationSearch } from '@web/features/organizations';

/**
 * `/organizations` and `/organisers` (titled for organisers): the organisation directory on the directory
 * engine, filters in the URL (spec §2).
 */
export const OrganizationsPage = () => {
  const { t } = useTranslation('organizations');
  const organisers = useLocation().pathname.startsWith('/organisers');
  const { controls, center, centerPoint, query, enabled } = useGeoDirectoryFilters(
    organizationFilters,
    toOrganizationSearchQuery,
  );
  const search = useOrganizationSearch(query, enabled);
  // 'Dichtstbij' only means something with a location (kept while a shared link asks for it).
  const sortOptions = ORGANIZATION_SORT_KEYS.filter(
    (key) => key !== 'distance' || centerPoint !== null || controls.filters.sort === key,
  ).map((key) => ({ value: key, label: t(`directory.sortOptions.${key}`) }));

  return (
    <DirectoryPage
      eyebrow={organisers ? t('directory.organisersEyebrow') : t('directory.eyebrow')}
      title={organisers ? t('directory.organisersTitle') : t('directory.title')}
      description={organisers ? t('directory.organisersDescription') : t('directory.description')}
      controls={controls}
      center={center}
      search={search}
      countText={(count) => t('directory.count', { count })}
      sortOptions={sortOptions}
      searchPlaceholder={t('directory.search')}
      emptyTitle={t('directory.empty')}
      emptyText={t('directory.emptyText')}
      testIdPrefix="organizations"
      fields={
        <OrganizationFilterFields
          filters={controls.filters}
          update={controls.update}
          categories={search.data?.pages[0]?.categories ?? []}
        />
      }
    />
  );
};
