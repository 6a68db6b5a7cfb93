import type { RecommendationItem } from '@core/schemas/recommendations';
import { EventCard } from '@web/features/events';
import { ReasonLine } from './ReasonLine';

type RecommendationListProps = { items: RecommendationItem[] };

/** Recommended events as cards, each with its reason underneath. */
export const RecommendationList = ({ items }: RecommendationListProps) => (
  <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="recommendations">
    {items.map(({ event, reason }, index) => (
      <li key={event.id} className="flex flex-col" data-testid="recommendation">
        <EventCard event={{ ...event, distanceKm: event.distanceKm ?? null }} priority={index < 6} />
        <ReasonLine reason={reason} />
      </li>
    ))}
  </ul>
);
