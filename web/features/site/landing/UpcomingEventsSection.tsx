import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANDING_UPCOMING_COUNT } from '@core/domain/initialData';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { EventCard, useUpcomingEvents } from '@web/features/events';
import { SectionHeading } from './SectionHeading';

/** A short row of the next events; quietly absent when the API has none or fails. */
export const UpcomingEventsSection = () => {
  const { t } = useTranslation('site');
  const { data } = useUpcomingEvents(LANDING_UPCOMING_COUNT);
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-title" className="bg-white py-20 sm:py-24">
      <Container>
        <div className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
          <SectionHeading
            id="upcoming-title"
            eyebrow={t('landing.upcoming.eyebrow')}
            title={t('landing.upcoming.title')}
          />
          <Button asChild variant="secondary" className="self-start sm:self-auto">
            <Link to="/events">
              {t('landing.upcoming.all', { count: data.total })}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
};
