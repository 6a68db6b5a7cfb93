import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserSummaryDto } from '@core/schemas/admin';
import { Badge } from '@web/components/ui/Badge';
import { formatDate } from './formatDateTime';
import { RoleBadges } from './RoleBadges';

/** Accounts as one link per row: name, e-mail, roles, status and join date; stacks on a phone. */
export const UserList = ({ users }: { users: readonly AdminUserSummaryDto[] }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul
      aria-label={t('users.listLabel')}
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      {users.map((user) => (
        <li key={user.id}>
          <Link
            to={`/admin/gebruiker/${user.id}`}
            data-testid="admin-user-row"
            className="flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-sand-50 focus-visible:bg-forest-50 focus-visible:outline-none sm:px-5"
          >
            <div className="min-w-0 flex-1 space-y-1.5 sm:grid sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:space-y-0">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{user.name}</p>
                <p className="truncate text-sm text-ink-soft">{user.email}</p>
              </div>
              <RoleBadges roles={user.roles} />
              <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted sm:justify-end">
                {user.suspendedAt ? (
                  <Badge tone="destructive">{t('users.suspended')}</Badge>
                ) : !user.emailVerified ? (
                  <Badge tone="clay">{t('users.unverified')}</Badge>
                ) : null}
                <span>{t('users.joined', { date: formatDate(user.createdAt, i18n.language) })}</span>
              </div>
            </div>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
};
