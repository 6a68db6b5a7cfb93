import type { EventMapMarker, EventSearchItem } from '../../../../core/schemas/eventSearch';
import type { EventListItem } from '../../../../core/schemas/events';
import type { EventCardRow, EventCategoryLink, EventMarkerRow, PublicEventRow } from './queries';

/** Card row → listing card JSON (never raw rows: no private columns leave the server). */
export const presentEventCard = (row: EventCardRow, categories: EventCategoryLink[]): EventListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  shortDescription: row.shortDescription,
  imageUrl: row.imageUrl,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate ? row.endDate.toISOString() : null,
  city: row.city,
  location: row.location,
  latitude: row.latitude,
  longitude: row.longitude,
  price: row.price,
  minTicketPrice: row.activeTicketCount > 0 ? row.minTicketPrice : null,
  activeTicketCount: row.activeTicketCount,
  currency: row.currency,
  isPremiumOrganizer: row.isPremiumOrganizer,
  isOnline: row.isOnline,
  organizerName: row.organizerName ?? row.organizationName,
  savedCount: row.savedCount,
  categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
});

/** Row of the public search → card with the distance to the searched place. */
export const presentEventListItem = (
  row: PublicEventRow,
  categories: EventCategoryLink[],
): EventSearchItem => ({
  ...presentEventCard(row, categories),
  distanceKm: row.distanceKm,
});

/** Groups category links by event, for presenting a page of cards. */
export const groupCategoryLinks = (links: EventCategoryLink[]): Map<string, EventCategoryLink[]> => {
  const byEvent = new Map<string, EventCategoryLink[]>();
  for (const link of links) {
    const list = byEvent.get(link.eventId) ?? [];
    list.push(link);
    byEvent.set(link.eventId, list);
  }
  return byEvent;
};

/** Row → light map marker. */
export const presentEventMarker = (row: EventMarkerRow): EventMapMarker => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  latitude: row.latitude,
  longitude: row.longitude,
  startDate: row.startDate.toISOString(),
  minPrice: row.minPrice,
  isPremiumOrganizer: row.isPremiumOrganizer,
});
