import { useTranslation } from 'react-i18next';
import type { EventListItem } from '@core/schemas/events';
import { EventCard } from '@web/features/events';

/** The published upcoming events at this venue, as the event browser's cards. */
export const VenueEvents = ({ events }: { events: EventListItem[] }) => {
  const { t } = useTranslation('venues');
  return (
    <section aria-labelledby="venue-events" data-testid="venue-events">
      <h2 id="venue-events" className="font-display text-2xl font-semibold text-ink">
        {t('events.title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('events.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {events.map((event, i) => (
            <li key={event.id}>
              <EventCard event={{ ...event, distanceKm: null }} priority={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
