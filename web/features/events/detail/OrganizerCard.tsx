import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '@core/schemas/eventDetail';
import { Card } from '@web/components/ui/Card';
import { ProfileAvatar } from './ProfileAvatar';

type OrganizerCardProps = { organizer: NonNullable<EventDetail['organizer']> };

/** Who organises it, linking to /organisatie/{slug}. */
export const OrganizerCard = ({ organizer }: OrganizerCardProps) => {
  const { t } = useTranslation('eventDetail');
  const body = (
    <div className="flex items-center gap-4">
      <ProfileAvatar name={organizer.name} imageUrl={organizer.logoUrl} />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('organizer.title')}</p>
        <p className="flex items-center gap-1.5 truncate font-semibold text-ink">
          {organizer.name}
          {organizer.isVerified ? (
            <BadgeCheck role="img" aria-label={t('organizer.verified')} className="size-4 text-forest-600" />
          ) : null}
          {organizer.isPremium ? (
            <Star
              role="img"
              aria-label={t('organizer.premium')}
              className="size-4 fill-amber-400 text-amber-500"
            />
          ) : null}
        </p>
        {organizer.tagline || organizer.city ? (
          <p className="truncate text-sm text-ink-soft">{organizer.tagline ?? organizer.city}</p>
        ) : null}
      </div>
    </div>
  );
  return (
    <Card interactive={Boolean(organizer.slug)} className="p-5" data-testid="organizer-card">
      {organizer.slug ? (
        <Link
          to={`/organisatie/${organizer.slug}`}
          className="block rounded-lg focus-visible:outline-offset-4"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
};
