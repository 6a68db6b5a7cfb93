import type { EventMapMarker, EventSearchItem } from '../../../core/schemas/eventSearch';
import type { EventCategoryLink, EventMarkerRow, PublicEventRow } from './queries';

/** Row of the public list → card JSON (never raw rows: no private columns leave the server). */
export const presentEventListItem = (
  row: PublicEventRow,
  categories: EventCategoryLink[],
): EventSearchItem => ({
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
  minTicketPrice: row.minTicketPrice,
  activeTicketCount: row.activeTicketCount,
  currency: row.currency,
  isPremiumOrganizer: row.isPremiumOrganizer,
  isOnline: row.isOnline,
  organizerName: row.organizerName ?? row.organizationName,
  savedCount: row.savedCount,
  categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
  distanceKm: row.distanceKm,
});

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
