import { CalendarDays, MapPin, Wifi } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/Badge';
import { Card } from '@web/components/ui/Card';
import { CardBoundary, CardMedia } from '@web/features/directories';
import { FavoriteButton } from '@web/features/favorites';
import { cn } from '@web/lib/cn';
import { formatEventDate } from '@web/lib/format';
import type { EventSearchItem } from './api';
import { formatDistanceKm } from '@web/lib/distance';
import { EventImagePlaceholder } from './EventImagePlaceholder';
import { usePriceLabel } from './usePriceLabel';

export type EventCardLayout = 'grid' | 'list';

export type EventCardProps = {
  event: EventSearchItem;
  /** Spec §9: the first cards load their image with priority. */
  priority?: boolean;
  layout?: EventCardLayout;
};

/** Category chips per card (the saved count is shown by the favourite button). */
const MAX_CATEGORIES = 2;

const EventCardContent = ({ event, priority = false, layout = 'grid' }: EventCardProps) => {
  const { t, i18n } = useTranslation('events');
  const label = usePriceLabel();
  const language = i18n.resolvedLanguage ?? 'nl';
  const list = layout === 'list';
  const place = event.isOnline ? t('card.online') : (event.city ?? event.location ?? t('card.placeUnknown'));
  const distance = event.isOnline ? null : formatDistanceKm(event.distanceKm);
  const href = `/evenement/${event.slug || event.id}`;
  return (
    <Card
      interactive
      className={cn('group relative h-full overflow-hidden', list && 'flex')}
      data-testid="event-card"
      data-slug={event.slug}
    >
      <CardMedia
        imageUrl={event.imageUrl}
        priority={priority}
        list={list}
        placeholder={<EventImagePlaceholder seed={event.id} className="absolute inset-0" />}
        premiumLabel={event.isPremiumOrganizer ? t('card.premium') : null}
        premiumTestId="event-premium"
      />
      <div className={cn('flex min-w-0 flex-1 flex-col', list ? 'p-4 sm:p-5' : 'p-5')}>
        <p className="flex items-center gap-1.5 text-sm font-medium text-clay-700">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <time dateTime={event.startDate} data-testid="event-date">
            {formatEventDate(event.startDate, language)}
          </time>
        </p>
        <h3
          className={cn(
            'mt-1.5 line-clamp-2 font-display leading-snug font-semibold text-ink group-hover:text-forest-800',
            list ? 'text-lg' : 'text-xl',
          )}
        >
          {/* The stretched link makes the whole card clickable without nesting the favourite button in it. */}
          <Link
            to={href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-offset-4"
          >
            {event.title}
          </Link>
        </h3>
        <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-sm text-ink-soft">
          {event.isOnline ? (
            <Wifi aria-hidden className="size-4 shrink-0" />
          ) : (
            <MapPin aria-hidden className="size-4 shrink-0" />
          )}
          <span className="truncate" data-testid="event-city">
            {place}
          </span>
          {distance ? (
            <span className="shrink-0 text-ink-muted" data-testid="event-distance">
              · {distance}
            </span>
          ) : null}
        </p>
        {event.categories.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.categories')}>
            {event.categories.slice(0, MAX_CATEGORIES).map((category) => (
              <li key={category.slug}>
                <Badge tone="forest">{category.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={cn('mt-auto flex items-center justify-between gap-3', list ? 'pt-3' : 'pt-4')}>
          <p
            className="rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800"
            data-testid="event-price"
          >
            {label(event)}
          </p>
        </div>
      </div>
      <div className="absolute top-2 right-2 z-10">
        <FavoriteButton eventId={event.id} savedCount={event.savedCount} size={list ? 'sm' : 'md'} />
      </div>
    </Card>
  );
};

/**
 * One event in a list; a broken card shows 'Fout bij weergave evenement' and leaves the rest alone. Memoised: a
 * list re-renders its cards whenever its rows change (the event browser's virtual rows take over the hydrated grid,
 * measure, scroll), and a card whose event, layout and priority are the same has nothing new to show. Its own
 * hooks (language, favourite state) still render it when they change.
 */
export const EventCard = memo(function EventCard(props: EventCardProps) {
  const { t } = useTranslation('events');
  return (
    <CardBoundary message={t('card.error')}>
      <EventCardContent {...props} />
    </CardBoundary>
  );
});
