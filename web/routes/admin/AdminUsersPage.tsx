import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminHeading,
  LoadError,
  resultsSummary,
  useAdminUsers,
  useListParams,
  UserList,
  UserSearchForm,
} from '@web/features/admin';

const LIST_KEYS = ['q'] as const;

/** /admin/gebruikers: every account, newest first, searchable by name or e-mail. */
export const AdminUsersPage = () => {
  const { t } = useTranslation('admin');
  const { values, page, setFilters, setPage } = useListParams(LIST_KEYS);
  const query = useAdminUsers({ q: values.q, page });

  return (
    <div data-testid="admin-users-page">
      <AdminHeading title={t('users.title')} description={t('users.description')} />
      <UserSearchForm key={values.q} value={values.q} onSearch={(q) => setFilters({ q })} />
      {query.isPending ? (
        <SkeletonList rowClassName="h-16" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Users}
          title={t('users.emptyTitle')}
          description={values.q ? t('users.emptySearch', { q: values.q }) : t('users.emptyAll')}
        />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <UserList users={query.data.items} />
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={setPage}
            summary={resultsSummary(t, query.data.page, query.data.total)}
          />
        </div>
      )}
    </div>
  );
};
