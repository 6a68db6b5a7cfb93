import { CalendarDays, MapPin, Star, Wifi } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventListItem } from '@core/schemas/events';
import { Badge } from '@web/components/ui/Badge';
import { Card } from '@web/components/ui/Card';
import { formatEventDate, formatEventTime } from '@web/lib/format';
import { ErrorBoundary } from '@web/lib/ErrorBoundary';
import { EventImagePlaceholder } from './EventImagePlaceholder';
import { usePriceLabel } from './usePriceLabel';

export type EventCardProps = {
  event: EventListItem;
  /** Spec §9: the first cards load their image with priority. */
  priority?: boolean;
};

const EventCardContent = ({ event, priority = false }: EventCardProps) => {
  const { t, i18n } = useTranslation('events');
  const label = usePriceLabel();
  const [imageFailed, setImageFailed] = useState(false);
  const mainCategory = event.categories[0];
  const place = event.isOnline ? t('card.online') : (event.city ?? event.location);
  return (
    <Card interactive className="group h-full overflow-hidden">
      <Link
        to={`/evenement/${event.slug || event.id}`}
        className="flex h-full flex-col rounded-[var(--radius-card)] focus-visible:outline-offset-4"
        data-testid="event-card"
      >
        <div className="relative aspect-[16/10] overflow-hidden bg-sand-200">
          {event.imageUrl && !imageFailed ? (
            <img
              src={event.imageUrl}
              alt={event.title}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              onError={() => setImageFailed(true)}
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <EventImagePlaceholder seed={event.id} />
          )}
          <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
            {mainCategory ? <Badge tone="glass">{mainCategory.name}</Badge> : null}
            {event.isPremiumOrganizer ? (
              <Badge tone="premium">
                <Star aria-hidden className="size-3 fill-current" />
                {t('card.premium')}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-clay-700">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={event.startDate}>
              {formatEventDate(event.startDate, i18n.resolvedLanguage ?? 'nl')}
              <span className="text-ink-muted"> · {formatEventTime(event.startDate)}</span>
            </time>
          </p>
          <h3 className="mt-2 line-clamp-2 font-display text-xl leading-snug font-semibold text-ink group-hover:text-forest-800">
            {event.title}
          </h3>
          {event.organizerName ? (
            <p className="mt-1 truncate text-sm text-ink-muted">{event.organizerName}</p>
          ) : null}
          <div className="mt-auto flex items-end justify-between gap-3 pt-5">
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-soft">
              {event.isOnline ? (
                <Wifi aria-hidden className="size-4 shrink-0" />
              ) : (
                <MapPin aria-hidden className="size-4 shrink-0" />
              )}
              <span className="truncate">{place ?? t('card.placeUnknown')}</span>
            </p>
            <p
              className="shrink-0 rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800"
              data-testid="event-price"
            >
              {label(event)}
            </p>
          </div>
        </div>
      </Link>
    </Card>
  );
};

/** One event in a list; a broken card shows 'Fout bij weergave evenement' and leaves the rest alone. */
export const EventCard = (props: EventCardProps) => {
  const { t } = useTranslation('events');
  return (
    <ErrorBoundary
      fallback={
        <Card className="grid h-full min-h-48 place-items-center p-6 text-center text-sm text-ink-muted">
          {t('card.error')}
        </Card>
      }
    >
      <EventCardContent {...props} />
    </ErrorBoundary>
  );
};
