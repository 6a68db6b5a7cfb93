import { CalendarDays, MapPin, Star, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { Badge } from '@web/components/ui/Badge';
import { ResponsiveImage } from '@web/components/ui/ResponsiveImage';
import { EventImagePlaceholder } from '@web/features/events/EventImagePlaceholder';
import { FavoriteButton } from '@web/features/favorites';
import { formatEventWhen } from '@web/lib/format';
import { CalendarMenu } from './CalendarMenu';
import { ShareButton } from './ShareButton';

type EventHeroProps = { event: EventDetail; savedCount: number; pageUrl: string };

/** Image, categories, title, when and where, and the actions: save, share, add to calendar. */
export const EventHero = ({ event, savedCount, pageUrl }: EventHeroProps) => {
  const { t, i18n } = useTranslation('eventDetail');
  const lang = i18n.resolvedLanguage ?? 'nl';
  const place = event.isOnline
    ? t('location.online')
    : [event.location.name ?? event.venue?.name, event.location.city].filter(Boolean).join(', ');
  const when = formatEventWhen(event.startDate, event.endDate, lang);
  return (
    <header data-testid="event-hero">
      <div className="relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-sand-200 sm:aspect-[21/8]">
        <ResponsiveImage
          src={event.imageUrl}
          alt={event.title}
          layout="hero"
          priority
          fallback={<EventImagePlaceholder seed={event.id} />}
          className="size-full object-cover"
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-1.5">
        {event.categories.map((c) => (
          <Badge key={c.slug} tone={c.slug === event.mainType?.slug ? 'forest' : 'neutral'}>
            {c.name}
          </Badge>
        ))}
        {event.isPremiumOrganizer ? (
          <Badge tone="premium">
            <Star aria-hidden className="size-3 fill-current" />
            {t('premium')}
          </Badge>
        ) : null}
      </div>
      <h1
        className="mt-3 font-display text-3xl leading-tight font-semibold text-balance text-ink sm:text-5xl"
        data-testid="event-title"
      >
        {event.title}
      </h1>
      {event.shortDescription ? (
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{event.shortDescription}</p>
      ) : null}
      <dl className="mt-5 space-y-2 text-ink">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('when')}</dt>
          <CalendarDays aria-hidden className="size-5 shrink-0 text-clay-600" />
          <dd>
            <time dateTime={event.startDate}>{when}</time>
          </dd>
        </div>
        {place ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('where')}</dt>
            {event.isOnline ? (
              <Wifi aria-hidden className="size-5 shrink-0 text-clay-600" />
            ) : (
              <MapPin aria-hidden className="size-5 shrink-0 text-clay-600" />
            )}
            <dd>{place}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <FavoriteButton eventId={event.id} savedCount={savedCount} />
        <ShareButton title={event.title} url={pageUrl} />
        <CalendarMenu
          eventId={event.id}
          slug={event.slug}
          calendar={{
            title: event.title,
            startDate: event.startDate,
            endDate: event.endDate,
            details: [event.shortDescription, pageUrl].filter(Boolean).join('\n\n'),
            location: event.isOnline
              ? t('location.online')
              : [event.location.address, event.location.city].filter(Boolean).join(', '),
          }}
        />
      </div>
    </header>
  );
};
