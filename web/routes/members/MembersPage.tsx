import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { memberFilters, toMemberQuery } from '@core/domain/memberFilters';
import { MEMBER_SORT_KEYS } from '@core/schemas/members';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryLayout, useDirectoryFilters } from '@web/features/directories';
import { MemberFilterFields, useMemberSearch } from '@web/features/members';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * `/members`: the public members directory on the directory engine; every filter lives in the URL (spec §2).
 * Members have no coordinates, so the filter panel holds the city field and no location radius.
 */
export const MembersPage = () => {
  const { t } = useTranslation('members');
  const controls = useDirectoryFilters(memberFilters);
  const { filters, update } = controls;
  const query = useMemo(() => toMemberQuery(filters), [filters]);
  const search = useMemberSearch(query);
  useDocumentTitle(t('page.title'));

  const total = search.data?.pages[0]?.total ?? null;
  const sortOptions = MEMBER_SORT_KEYS.map((value) => ({ value, label: t(`sort.${value}`) }));

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={t('page.description')} />
      <Container className="py-6 sm:py-10">
        <DirectoryLayout
          controls={controls}
          search={search}
          total={total}
          countText={total === null ? null : t('list.count', { count: total })}
          sortOptions={sortOptions}
          searchPlaceholder={t('filters.searchPlaceholder')}
          emptyTitle={t('list.empty')}
          emptyText={t('list.emptyText')}
          testIdPrefix="members"
          fields={<MemberFilterFields filters={filters} update={update} />}
        />
      </Container>
    </>
  );
};
