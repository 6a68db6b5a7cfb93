import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminHeading,
  AdminPagedList,
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
      <AdminPagedList
        query={query}
        rowClassName="h-16"
        onPage={setPage}
        empty={
          <StatePanel
            icon={Users}
            title={t('users.emptyTitle')}
            description={values.q ? t('users.emptySearch', { q: values.q }) : t('users.emptyAll')}
          />
        }
      >
        {(users) => <UserList users={users} />}
      </AdminPagedList>
    </div>
  );
};
