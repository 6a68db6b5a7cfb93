import { useTranslation } from 'react-i18next';
import {
  PROFESSIONAL_SORT_KEYS,
  professionalFilters,
  toProfessionalSearchQuery,
} from '@core/domain/professionalFilters';
import { DirectoryPage, useGeoDirectoryFilters } from '@web/features/directories';
import {
  ProfessionalFilterFields,
  useProfessionalSearch,
  useProfessionalTypes,
} from '@web/features/professionals';

/**
 * `/professionals` (signed in only; visitors are sent to /restricted by the route guard): the professionals
 * directory on the directory engine; every filter lives in the URL (spec §2).
 */
export const ProfessionalsPage = () => {
  const { t } = useTranslation('professionals');
  const { controls, center, query, enabled } = useGeoDirectoryFilters(
    professionalFilters,
    toProfessionalSearchQuery,
  );
  const search = useProfessionalSearch(query, enabled);
  const types = useProfessionalTypes();
  return (
    <DirectoryPage
      eyebrow={t('page.eyebrow')}
      title={t('page.title')}
      description={t('page.description')}
      documentTitle={t('page.directoryTitle')}
      controls={controls}
      center={center}
      search={search}
      countText={(count) => t('list.count', { count })}
      sortOptions={PROFESSIONAL_SORT_KEYS.map((value) => ({ value, label: t(`sort.${value}`) }))}
      searchPlaceholder={t('filters.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      testIdPrefix="professionals"
      fields={
        <ProfessionalFilterFields
          filters={controls.filters}
          update={controls.update}
          types={types.data ?? []}
        />
      }
    />
  );
};
