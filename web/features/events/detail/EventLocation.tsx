import { MapPin, Navigation, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { LazyMapBox } from '@web/features/geo';
import { useMapConfig } from '@web/features/events/queries';
import { useRouteDistance } from './queries';
import { SectionTitle } from './SectionTitle';
import { useVisitorPosition } from './useVisitorPosition';

type EventLocationProps = { event: Pick<EventDetail, 'isOnline' | 'location' | 'venue'> };

/** Where: address, a map with the spot, and the route distance from the visitor when their position is known. */
export const EventLocation = ({ event }: EventLocationProps) => {
  const { t } = useTranslation('eventDetail');
  const { location } = event;
  const point =
    location.latitude !== null && location.longitude !== null
      ? { lat: location.latitude, lng: location.longitude }
      : null;
  const visitor = useVisitorPosition();
  const distance = useRouteDistance(event.isOnline ? null : visitor, point);
  const mapConfig = useMapConfig();
  const place = location.name ?? event.venue?.name ?? null;
  const lines = [location.address, location.city].filter(Boolean).join(', ');

  return (
    <section aria-labelledby="event-location">
      <SectionTitle id="event-location">{t('location.title')}</SectionTitle>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
        <div className="flex items-start gap-3 p-5">
          {event.isOnline ? (
            <Wifi aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
          ) : (
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
          )}
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {event.isOnline ? t('location.online') : (place ?? t('location.unknown'))}
            </p>
            {!event.isOnline && lines ? <p className="text-sm text-ink-soft">{lines}</p> : null}
            {distance.data ? (
              <p
                className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted"
                data-testid="event-distance"
              >
                <Navigation aria-hidden className="size-3.5" />
                {t('location.distance', { km: Math.round(distance.data.km) })}
              </p>
            ) : null}
          </div>
        </div>
        {point && !event.isOnline && mapConfig.data ? (
          <LazyMapBox
            point={point}
            label={place ?? t('location.title')}
            config={mapConfig.data}
            unavailableText={t('location.mapUnavailable')}
          />
        ) : null}
      </div>
    </section>
  );
};
