import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminProfileDetailDto } from '@core/schemas/adminDirectory';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDate, UserHistory } from '@web/features/admin';
import { FlagToggles } from './FlagToggles';
import { ProfileLinks } from './ProfileLinks';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="font-medium break-words text-ink">{children}</dd>
  </div>
);

/** /admin/organisatie/{id}: flags with the toggles, owner, facts, team and the profile's audit history. */
/** `reviews`: the page's reviews section (admins see hidden and reported reviews there and can hide them). */
export const ProfileDetail = ({
  profile,
  reviews,
}: {
  profile: AdminProfileDetailDto;
  reviews?: React.ReactNode;
}) => {
  const { t, i18n } = useTranslation('adminDirectory');
  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        <Card>
          <CardBody className="space-y-4">
            <h2 className="font-display text-xl font-semibold">{t('detail.manage')}</h2>
            <FlagToggles profile={profile} />
            <ProfileLinks profile={profile} withDetail={false} />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="font-display text-xl font-semibold">{t('detail.facts')}</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Fact label={t('detail.owner')}>
                <Link to={`/admin/gebruiker/${profile.owner.id}`} className="text-forest-700 hover:underline">
                  {profile.owner.name}
                </Link>
                <span className="block text-sm font-normal text-ink-soft">{profile.owner.email}</span>
              </Fact>
              <Fact label={t('detail.city')}>{profile.city ?? t('list.noCity')}</Fact>
              <Fact label={t('detail.slug')}>{profile.slug}</Fact>
              <Fact label={t('detail.created')}>{formatDate(profile.createdAt, i18n.language)}</Fact>
              {profile.eventCount !== null ? (
                <Fact label={t('detail.events')}>{profile.eventCount}</Fact>
              ) : null}
              {profile.serviceCount !== null ? (
                <Fact label={t('detail.services')}>{profile.serviceCount}</Fact>
              ) : null}
              <Fact label={t('detail.reviews')}>
                {profile.rating === null
                  ? profile.reviewCount
                  : t('detail.rating', { count: profile.reviewCount, rating: profile.rating.toFixed(1) })}
              </Fact>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="font-display text-xl font-semibold">{t('detail.team')}</h2>
            {profile.team.length === 0 ? (
              <p className="mt-3 text-ink-soft">{t('detail.teamEmpty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line" data-testid="profile-team">
                {profile.team.map((member) => (
                  <li
                    key={member.userId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                  >
                    <div className="min-w-0">
                      <Link
                        to={`/admin/gebruiker/${member.userId}`}
                        className="font-medium text-ink hover:underline"
                      >
                        {member.name}
                      </Link>
                      <p className="text-sm break-all text-ink-soft">{member.email}</p>
                    </div>
                    <div className="flex gap-2">
                      <Badge tone={member.role === 'owner' ? 'forest' : 'neutral'}>
                        {t(`detail.role.${member.role}`)}
                      </Badge>
                      {member.status !== 'active' ? (
                        <Badge tone="clay">
                          {t(`detail.status.${member.status}`, { defaultValue: member.status })}
                        </Badge>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        {reviews}
      </div>
      <div className="self-start">
        <UserHistory entries={profile.history} empty={t('detail.historyEmpty')} />
      </div>
    </div>
  );
};
