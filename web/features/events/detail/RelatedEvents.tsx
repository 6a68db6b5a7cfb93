import { useTranslation } from 'react-i18next';
import type { EventListItem } from '@core/schemas/events';
import { EventCard } from '@web/features/events/EventCard';
import { SectionTitle } from './SectionTitle';

type RelatedEventsProps = { events: EventListItem[] };

/** Upcoming events of the same main type. */
export const RelatedEvents = ({ events }: RelatedEventsProps) => {
  const { t } = useTranslation('eventDetail');
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="event-related" data-testid="related-events">
      <SectionTitle id="event-related">{t('related.title')}</SectionTitle>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={{ ...event, distanceKm: event.distanceKm ?? null }} />
          </li>
        ))}
      </ul>
    </section>
  );
};
