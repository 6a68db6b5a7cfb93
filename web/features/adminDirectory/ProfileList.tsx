import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminProfileSummaryDto } from '@core/schemas/adminDirectory';
import { formatDate } from '@web/features/admin';
import { FlagToggles } from './FlagToggles';
import { FlagBadges } from './FlagBadges';
import { PROFILE_KINDS } from './kinds';
import { ProfileLinks } from './ProfileLinks';

/** What a row counts: events (organisations, venues) or services (professionals), and reviews. */
const useCounts = (profile: AdminProfileSummaryDto): string[] => {
  const { t } = useTranslation('adminDirectory');
  return [
    profile.eventCount === null ? null : t('counts.events', { count: profile.eventCount }),
    profile.serviceCount === null ? null : t('counts.services', { count: profile.serviceCount }),
    t('counts.reviews', { count: profile.reviewCount }),
  ].filter((part): part is string => part !== null);
};

const ProfileRow = ({ profile }: { profile: AdminProfileSummaryDto }) => {
  const { t, i18n } = useTranslation('adminDirectory');
  const counts = useCounts(profile);
  const detailPath = PROFILE_KINDS[profile.type].detailPath;
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5" data-testid="admin-profile-row">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
            {detailPath ? (
              <Link to={detailPath(profile.id)} className="break-words hover:underline">
                {profile.name}
              </Link>
            ) : (
              <span className="break-words">{profile.name}</span>
            )}
            <FlagBadges profile={profile} />
          </h2>
          <p className="text-sm break-words text-ink-soft">
            {[profile.city ?? t('list.noCity'), `${profile.owner.name} · ${profile.owner.email}`].join(' · ')}
          </p>
          <p className="text-sm text-ink-muted">
            {[...counts, t('list.created', { date: formatDate(profile.createdAt, i18n.language) })].join(
              ' · ',
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FlagToggles profile={profile} />
        <ProfileLinks profile={profile} />
      </div>
    </li>
  );
};

/** One kind of profile as rows: name, flags, city, owner, counts, the three toggles and the links. */
export const ProfileList = ({
  profiles,
  label,
}: {
  profiles: readonly AdminProfileSummaryDto[];
  label: string;
}) => (
  <ul
    aria-label={label}
    className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
  >
    {profiles.map((profile) => (
      <ProfileRow key={profile.id} profile={profile} />
    ))}
  </ul>
);
