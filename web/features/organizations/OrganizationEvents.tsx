import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@core/schemas/organizations';
import { EventCard } from '@web/features/events';

/** The next published events of the organisation, as the event browser's cards, with how many there are. */
export const OrganizationEvents = ({ organization: o }: { organization: OrganizationDetail }) => {
  const { t } = useTranslation('organizations');
  return (
    <section aria-labelledby="organization-events" data-testid="organization-events">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="organization-events" className="font-display text-2xl font-semibold text-ink">
          {t('events.title')}
        </h2>
        {o.upcomingEventCount > 0 ? (
          <p className="text-sm text-ink-muted">{t('events.total', { count: o.upcomingEventCount })}</p>
        ) : null}
      </div>
      {o.upcomingEvents.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('events.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {o.upcomingEvents.map((event, i) => (
            <li key={event.id}>
              <EventCard event={{ ...event, distanceKm: null }} priority={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
