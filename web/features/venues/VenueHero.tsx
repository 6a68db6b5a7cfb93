import type { ReactNode } from 'react';
import { BadgeCheck, Heart, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetail } from '@core/schemas/directory';
import { Badge } from '@web/components/ui/Badge';
import { ResponsiveImage } from '@web/components/ui/ResponsiveImage';
import { formatRating } from '@web/lib/format';

/** Cover, name, marks, types, place, rating and saved count (or, in `actions`, the live save button). */
export const VenueHero = ({ venue, actions }: { venue: VenueDetail; actions?: ReactNode }) => {
  const { t, i18n } = useTranslation('venues');
  const cover = venue.coverImageUrl ?? venue.gallery.images[0] ?? null;
  return (
    <header>
      <div className="relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-sand-200 sm:aspect-[21/8]">
        <ResponsiveImage
          src={cover}
          alt=""
          layout="hero"
          priority
          className="absolute inset-0 size-full object-cover"
          testId="venue-hero-image"
        />
        {venue.isPremium ? (
          <Badge tone="premium" className="absolute top-4 left-4">
            <Star aria-hidden className="size-3 fill-current" />
            {t('page.premium')}
          </Badge>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-start gap-4">
        {venue.profileImageUrl ? (
          <img
            src={venue.profileImageUrl}
            alt=""
            className="size-16 shrink-0 rounded-2xl object-cover ring-4 ring-white sm:size-20"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 font-display text-3xl font-semibold text-ink sm:text-4xl">
            <span data-testid="venue-name">{venue.name}</span>
            {venue.isVerified ? (
              <Badge tone="forest" data-testid="venue-verified">
                <BadgeCheck aria-hidden className="size-3.5" />
                {t('page.verified')}
              </Badge>
            ) : null}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
            {venue.location.city ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4" />
                {venue.location.city}
              </span>
            ) : null}
            {venue.rating !== null ? (
              <span className="inline-flex items-center gap-1.5" data-testid="venue-rating">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                {t('page.rating', {
                  rating: formatRating(venue.rating, i18n.language),
                  count: venue.reviewCount,
                })}
              </span>
            ) : null}
            {actions ? null : (
              <span className="inline-flex items-center gap-1.5">
                <Heart aria-hidden className="size-4" />
                {t('page.saved', { count: venue.savedCount })}
              </span>
            )}
          </div>
          {venue.venueTypes.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('page.types')}>
              {venue.venueTypes.map((type) => (
                <li key={type}>
                  <Badge tone="forest">{type}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {actions ? <div className="flex items-center gap-3 sm:ml-auto">{actions}</div> : null}
      </div>
    </header>
  );
};
