import type { EventListItem } from '../../../core/schemas/events';
import type { EventCategoryLink, PublicEventRow } from './queries';

/** Row of the public list → card JSON (never raw rows: no private columns leave the server). */
export const presentEventListItem = (
  row: PublicEventRow,
  categories: EventCategoryLink[],
): EventListItem => ({
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
});
