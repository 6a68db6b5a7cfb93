import { useTranslation } from 'react-i18next';
import type { SavedEventItem } from '@core/schemas/favorites';
import { Badge } from '@web/components/ui/Badge';
import { EventCard } from '@web/features/events';

type SavedEventListProps = { items: SavedEventItem[] };

/** Saved events as cards (their heart unsaves), with a badge when one is over or cancelled. */
export const SavedEventList = ({ items }: SavedEventListProps) => {
  const { t } = useTranslation('favorites');
  const now = new Date().toISOString();
  return (
    <>
      {/* Cards are h3 under the page's h1: a results heading keeps the outline in order (WCAG 1.3.1). */}
      <h2 className="sr-only">{t('common:a11y.results')}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="saved-events">
        {items.map(({ event, status }, index) => {
          const badge =
            status === 'cancelled'
              ? t('page.cancelled')
              : event.startDate < now || status === 'expired'
                ? t('page.past')
                : null;
          return (
            <li key={event.id} className="relative">
              <EventCard event={{ ...event, distanceKm: event.distanceKm ?? null }} priority={index < 6} />
              {badge ? (
                <Badge tone="destructive" className="absolute top-16 right-3 z-10">
                  {badge}
                </Badge>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
};
