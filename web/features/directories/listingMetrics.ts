import { formatMoney, moneyLanguage } from '@core/domain/money';
import { MAX_CARD_METRICS } from '@core/domain/listingCards';
import type { ListingCard } from '@core/schemas/directory';
import { formatDistanceKm } from '@web/lib/distance';
import { formatEventDate, formatRating } from '@web/lib/format';

export type ListingMetricKind =
  | 'distance'
  | 'date'
  | 'price'
  | 'capacity'
  | 'dailyRate'
  | 'services'
  | 'events'
  | 'members'
  | 'joined'
  | 'rating'
  | 'saved';
/** `value` is display text; `count` drives the plural of count-like metrics (rating: its review count). */
export type ListingMetric = { kind: ListingMetricKind; value: string; count?: number };

/** Spec §9 dates on cards: dd MMM yyyy in Amsterdam's day and the visitor's language, as on event cards. */
const cardDate = (iso: string, language: string): string | null => formatEventDate(iso, language) || null;

const countMetric = (kind: ListingMetricKind, count: number | undefined): ListingMetric[] =>
  count ? [{ kind, value: String(count), count }] : [];

/** The metrics only one content type has, from its `…Data` block. */
const typeMetrics = (card: ListingCard, language: string): ListingMetric[] => {
  const money = (amount: number) => formatMoney(amount, moneyLanguage(language));
  switch (card.contentType) {
    case 'event': {
      const data = card.eventData;
      if (!data) return [];
      const date = cardDate(data.startDate, language);
      return [
        ...(date ? [{ kind: 'date' as const, value: date }] : []),
        ...(data.price !== null
          ? [{ kind: 'price' as const, value: money(data.price), count: data.price }]
          : []),
      ];
    }
    case 'venue': {
      const data = card.venueData;
      if (!data) return [];
      return [
        ...countMetric('capacity', data.capacity ?? undefined),
        ...(data.dailyRate !== null ? [{ kind: 'dailyRate' as const, value: money(data.dailyRate) }] : []),
      ];
    }
    case 'professional':
    case 'service':
      return countMetric('services', card.professionalData?.servicesCount);
    case 'organization':
      return [
        ...countMetric('events', card.organizationData?.eventCount),
        ...countMetric('members', card.organizationData?.memberCount),
      ];
    case 'member': {
      const joined = card.memberData ? cardDate(card.memberData.joinDate, language) : null;
      return joined ? [{ kind: 'joined', value: joined }] : [];
    }
  }
};

/**
 * The facts a card shows under its title (spec §3 unified listing card), in order of use to a visitor:
 * distance when a location is set, the content type's own facts, rating with its review count, saved count;
 * cut to spec §9's maximum: 3 in the list, 4 in the grid.
 */
export const listingMetrics = (
  card: ListingCard,
  layout: 'grid' | 'list',
  language: string,
): ListingMetric[] => {
  const metrics: ListingMetric[] = [];
  const distance = formatDistanceKm(card.location?.distance);
  if (distance) metrics.push({ kind: 'distance', value: distance });
  metrics.push(...typeMetrics(card, language));
  if (card.rating !== null)
    metrics.push({
      kind: 'rating',
      value: formatRating(card.rating, language),
      count: card.reviewCount,
    });
  metrics.push(...countMetric('saved', card.savedCount));
  return metrics.slice(0, MAX_CARD_METRICS[layout]);
};
