import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '@web/components/ui/Badge';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminHeading,
  LoadError,
  useAdminUser,
  UserActions,
  UserFacts,
  UserHistory,
} from '@web/features/admin';
import { isApiError } from '@web/lib/api';

const BackLink = () => {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin/gebruikers"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('user.back')}
    </Link>
  );
};

/** /admin/gebruiker/:userId: an account's details, actions (suspend, reinstate, impersonate) and history. */
export const AdminUserDetailPage = () => {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const query = useAdminUser(userId);

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <BackLink />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div>
        <BackLink />
        {missing ? (
          <StatePanel icon={UserX} title={t('user.notFoundTitle')} description={t('user.notFoundText')} />
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const user = query.data;
  return (
    <div data-testid="admin-user-detail">
      <AdminHeading
        title={user.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            {user.suspendedAt ? <Badge tone="destructive">{t('users.suspended')}</Badge> : null}
          </span>
        }
      >
        <BackLink />
      </AdminHeading>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <UserActions user={user} />
          <UserFacts user={user} />
        </div>
        <UserHistory entries={user.history} />
      </div>
    </div>
  );
};
