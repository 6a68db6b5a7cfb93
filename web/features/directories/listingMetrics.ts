import { formatMoney, moneyLanguage } from '@core/domain/money';
import { MAX_CARD_METRICS } from '@core/domain/listingCards';
import type { ListingCard } from '@core/schemas/directory';
import { formatDistanceKm } from '@web/lib/distance';

export type ListingMetricKind = 'distance' | 'capacity' | 'dailyRate' | 'rating' | 'saved';
export type ListingMetric = { kind: ListingMetricKind; value: string; count?: number };

/**
 * The facts a card shows under its title, in order of use to a visitor, cut to spec §9's maximum: 3 in the
 * list, 4 in the grid. Each content type adds its own (venues: capacity and daily rate; the next types:
 * services, events, members…); rating and saved count are common to all.
 */
export const listingMetrics = (
  card: ListingCard,
  layout: 'grid' | 'list',
  language: string,
): ListingMetric[] => {
  const metrics: ListingMetric[] = [];
  const distance = formatDistanceKm(card.location?.distance);
  if (distance) metrics.push({ kind: 'distance', value: distance });
  if (card.venueData?.capacity) metrics.push({ kind: 'capacity', value: String(card.venueData.capacity) });
  if (card.venueData?.dailyRate !== undefined && card.venueData.dailyRate !== null)
    metrics.push({
      kind: 'dailyRate',
      value: formatMoney(card.venueData.dailyRate, moneyLanguage(language)),
    });
  if (card.rating !== null)
    metrics.push({
      kind: 'rating',
      value: card.rating.toLocaleString(moneyLanguage(language) === 'en' ? 'en-IE' : 'nl-NL'),
      count: card.reviewCount,
    });
  if (card.savedCount > 0)
    metrics.push({ kind: 'saved', value: String(card.savedCount), count: card.savedCount });
  return metrics.slice(0, MAX_CARD_METRICS[layout]);
};
