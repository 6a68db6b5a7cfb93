import { useTranslation } from 'react-i18next';
import type { AdminUserDetailDto } from '@core/schemas/admin';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDate, formatDateTime } from './formatDateTime';
import { RoleBadges } from './RoleBadges';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-1 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="min-w-0 break-words text-ink">{children}</dd>
  </div>
);

/** What an admin needs to know about an account before acting on it. */
export const UserFacts = ({ user }: { user: AdminUserDetailDto }) => {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('user.facts')}</h2>
        <dl className="mt-3 divide-y divide-line">
          <Fact label={t('user.status')}>
            {user.suspendedAt ? (
              <span className="space-y-1">
                <Badge tone="destructive">{t('users.suspended')}</Badge>
                <span className="block text-sm text-ink-soft">
                  {t('user.suspendedSince', { date: formatDateTime(user.suspendedAt, lang) })}
                </span>
                {user.suspensionReason ? (
                  <span className="block text-sm text-ink-soft" data-testid="suspension-reason">
                    {t('user.reason', { reason: user.suspensionReason })}
                  </span>
                ) : null}
              </span>
            ) : (
              <Badge tone="forest">{t('users.active')}</Badge>
            )}
          </Fact>
          <Fact label={t('user.email')}>
            {user.email}
            {!user.emailVerified ? (
              <Badge tone="clay" className="ml-2">
                {t('users.unverified')}
              </Badge>
            ) : null}
          </Fact>
          <Fact label={t('user.roles')}>
            <RoleBadges roles={user.roles} />
          </Fact>
          <Fact label={t('user.joined')}>{formatDate(user.createdAt, lang)}</Fact>
          <Fact label={t('user.sessions')}>{user.activeSessions}</Fact>
          <Fact label={t('user.lastSeen')}>
            {user.lastSeenAt ? formatDateTime(user.lastSeenAt, lang) : t('user.never')}
          </Fact>
          <Fact label={t('user.twoFactor')}>
            {user.twoFactorEnabled ? t('user.twoFactorOn') : t('user.twoFactorOff')}
          </Fact>
        </dl>
      </CardBody>
    </Card>
  );
};
