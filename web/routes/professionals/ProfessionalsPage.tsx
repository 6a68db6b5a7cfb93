import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFESSIONAL_SORT_KEYS,
  professionalFilters,
  toProfessionalSearchQuery,
} from '@core/domain/professionalFilters';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryLayout, useDirectoryFilters } from '@web/features/directories';
import { useSearchCenter } from '@web/features/geo';
import {
  ProfessionalFilterFields,
  useProfessionalSearch,
  useProfessionalTypes,
} from '@web/features/professionals';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * `/professionals` (signed in only; visitors are sent to /restricted by the route guard): the professionals
 * directory on the directory engine; every filter lives in the URL (spec §2).
 */
export const ProfessionalsPage = () => {
  const { t } = useTranslation('professionals');
  const controls = useDirectoryFilters(professionalFilters);
  const { filters, update } = controls;
  const center = useSearchCenter(filters.location);
  const waiting = center.status === 'pending';
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(() => toProfessionalSearchQuery(filters, centerPoint), [filters, centerPoint]);
  const search = useProfessionalSearch(query, !waiting);
  const types = useProfessionalTypes();
  useDocumentTitle(t('page.directoryTitle'));

  const total = waiting ? null : (search.data?.pages[0]?.total ?? null);
  const sortOptions = PROFESSIONAL_SORT_KEYS.map((value) => ({ value, label: t(`sort.${value}`) }));

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
          testIdPrefix="professionals"
          fields={<ProfessionalFilterFields filters={filters} update={update} types={types.data ?? []} />}
        />
      </Container>
    </>
  );
};
