import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '@core/schemas/eventDetail';
import { Card } from '@web/components/ui/Card';
import { ProfileAvatar } from './ProfileAvatar';

type VenueCardProps = { venue: NonNullable<EventDetail['venue']> };

/** The venue, linking to /venues/{slug}. */
export const VenueCard = ({ venue }: VenueCardProps) => {
  const { t } = useTranslation('eventDetail');
  const body = (
    <div className="flex items-center gap-4">
      <ProfileAvatar name={venue.name} imageUrl={venue.imageUrl} square />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('venue.title')}</p>
        <p className="truncate font-semibold text-ink">{venue.name}</p>
        <p className="truncate text-sm text-ink-soft">
          {[venue.address, venue.city].filter(Boolean).join(', ')}
        </p>
        {venue.maxCapacity ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-ink-muted">
            <Users aria-hidden className="size-3.5" />
            {t('venue.capacity', { count: venue.maxCapacity })}
          </p>
        ) : null}
      </div>
    </div>
  );
  return (
    <Card interactive={Boolean(venue.slug)} className="p-5" data-testid="venue-card">
      {venue.slug ? (
        <Link to={`/venues/${venue.slug}`} className="block rounded-lg focus-visible:outline-offset-4">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
};
