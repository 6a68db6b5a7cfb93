import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { DirectoryResults } from '@web/features/directories';
import {
  hasMemberFilters,
  MembersToolbar,
  parseMemberFilters,
  serializeMemberFilters,
  toMemberQuery,
  useMemberSearch,
} from '@web/features/members';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { useUrlFilters } from '@web/lib/useUrlFilters';

/** `/members`: the public members directory; every filter lives in the URL (spec §2). */
export const MembersPage = () => {
  const { t } = useTranslation('members');
  const { filters, update } = useUrlFilters(parseMemberFilters, serializeMemberFilters);
  const query = useMemo(() => toMemberQuery(filters), [filters]);
  const search = useMemberSearch(query);
  useDocumentTitle(t('page.title'));
  const onReset = hasMemberFilters(filters) ? () => update((s) => ({ ...s, q: '', city: '' })) : undefined;
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={t('page.description')} />
      <Container className="py-6 sm:py-10">
        <div className="flex min-w-0 flex-col gap-5" data-testid="members-page">
          <MembersToolbar filters={filters} update={update} total={search.data?.pages[0]?.total ?? null} />
          <DirectoryResults
            search={search}
            layout={filters.view}
            emptyTitle={t('list.empty')}
            emptyText={t('list.emptyText')}
            onReset={onReset}
          />
        </div>
      </Container>
    </>
  );
};
