import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { memberFilters, toMemberQuery } from '@core/domain/memberFilters';
import { MEMBER_SORT_KEYS } from '@core/schemas/members';
import { DirectoryPage, useDirectoryFilters } from '@web/features/directories';
import { MemberFilterFields, useMemberSearch } from '@web/features/members';

/**
 * `/members`: the public members directory on the directory engine; every filter lives in the URL (spec §2).
 * Members have no coordinates, so the filter panel holds the city field and no location radius.
 */
export const MembersPage = () => {
  const { t } = useTranslation('members');
  const controls = useDirectoryFilters(memberFilters);
  const query = useMemo(() => toMemberQuery(controls.filters), [controls.filters]);
  const search = useMemberSearch(query);
  return (
    <DirectoryPage
      eyebrow={t('page.eyebrow')}
      title={t('page.title')}
      description={t('page.description')}
      controls={controls}
      search={search}
      countText={(count) => t('list.count', { count })}
      sortOptions={MEMBER_SORT_KEYS.map((value) => ({ value, label: t(`sort.${value}`) }))}
      searchPlaceholder={t('filters.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      testIdPrefix="members"
      fields={<MemberFilterFields filters={controls.filters} update={controls.update} />}
    />
  );
};
