import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  ORGANIZATION_SORT_KEYS,
  organizationFilters,
  toOrganizationSearchQuery,
} from '@core/domain/organizationFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryLayout, useDirectoryFilters } from '@web/features/directories';
import { useSearchCenter } from '@web/features/geo';
import { OrganizationFilterFields, useOrganizationSearch } from '@web/features/organizations';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * `/organizations` and `/organisers` (titled for organisers): the organisation directory on the directory
 * engine, filters in the URL (spec §2).
 */
export const OrganizationsPage = () => {
  const { t } = useTranslation('organizations');
  const organisers = useLocation().pathname.startsWith('/organisers');
  const controls = useDirectoryFilters(organizationFilters);
  const { filters, update } = controls;
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toOrganizationSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useOrganizationSearch(query, !waiting);
  const title = organisers ? t('directory.organisersTitle') : t('directory.title');
  useDocumentTitle(title);

  const firstPage = search.data?.pages[0];
  const total = waiting ? null : (firstPage?.total ?? null);
  // 'Dichtstbij' only means something with a location (kept while a shared link asks for it).
  const sortOptions = ORGANIZATION_SORT_KEYS.filter(
    (key) => key !== 'distance' || centerPoint !== null || filters.sort === key,
  ).map((key) => ({ value: key, label: t(`directory.sortOptions.${key}`) }));

  return (
    <>
      <PageHeader
        eyebrow={organisers ? t('directory.organisersEyebrow') : t('directory.eyebrow')}
        title={title}
        description={organisers ? t('directory.organisersDescription') : t('directory.description')}
      />
      <Container className="py-6 sm:py-10">
        <DirectoryLayout
          controls={controls}
          center={center}
          search={search}
          total={total}
          countText={total === null ? null : t('directory.count', { count: total })}
          sortOptions={sortOptions}
          searchPlaceholder={t('directory.search')}
          emptyTitle={t('directory.empty')}
          emptyText={t('directory.emptyText')}
          testIdPrefix="organizations"
          fields={
            <OrganizationFilterFields
              filters={filters}
              update={update}
              categories={firstPage?.categories ?? []}
            />
          }
        />
      </Container>
    </>
  );
};
