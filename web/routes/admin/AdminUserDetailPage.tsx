import { ShieldCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminBackLink,
  AdminDetailQuery,
  AdminHeading,
  useAdminUser,
  UserActions,
  UserFacts,
  UserHistory,
} from '@web/features/admin';

/** /admin/gebruiker/:userId: an account's details, actions (suspend, reinstate, impersonate) and history. */
export const AdminUserDetailPage = () => {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const back = <AdminBackLink to="/admin/gebruikers">{t('user.back')}</AdminBackLink>;
  return (
    <AdminDetailQuery
      query={useAdminUser(userId)}
      back={back}
      notFound={
        <StatePanel icon={UserX} title={t('user.notFoundTitle')} description={t('user.notFoundText')} />
      }
    >
      {(user) => (
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
            {back}
          </AdminHeading>
          <div className="grid gap-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
            <div className="space-y-5">
              <UserActions user={user} />
              <Button asChild variant="secondary" data-testid="purity-test-link">
                <Link to={`/admin/gebruiker/${user.id}/purity-test`}>
                  <ShieldCheck aria-hidden />
                  {t('purity:userLink')}
                </Link>
              </Button>
              <UserFacts user={user} />
            </div>
            <UserHistory entries={user.history} />
          </div>
        </div>
      )}
    </AdminDetailQuery>
  );
};
