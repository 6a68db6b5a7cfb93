import { type SQL, eq, sql } from 'drizzle-orm';
import type { EventListItem } from '../../../core/schemas/events';
import type { Db } from '../../db/client';
import { eventTickets, events, organizationProfiles } from '../../db/schema';
import { type EventCategoryLink, selectCategoriesForEvents } from '../events/queries';

/**
 * Event cards (unified listing card, contentType event) for lists outside the event browser: related events
 * on the event page and the saved events of /dashboard/opgeslagen. One query for the rows, one for the
 * categories of all of them.
 */
const minActiveTicketPrice = sql<number | null>`(
  select min(${eventTickets.price}) from ${eventTickets}
  where ${eventTickets.eventId} = ${events.id} and ${eventTickets.isActive})`.mapWith(Number);

const activeTicketCount = sql<number>`(
  select count(*) from ${eventTickets}
  where ${eventTickets.eventId} = ${events.id} and ${eventTickets.isActive})::int`.mapWith(Number);

/** The card columns; callers add their own joins, filter and order through `build`. */
export const cardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  shortDescription: events.shortDescription,
  imageUrl: events.imageUrl,
  startDate: events.startDate,
  endDate: events.endDate,
  city: events.city,
  location: events.location,
  latitude: events.latitude,
  longitude: events.longitude,
  price: events.price,
  currency: events.currency,
  isPremiumOrganizer: events.isPremiumOrganizer,
  isOnline: events.isOnline,
  organizerName: events.organizerName,
  organizationName: organizationProfiles.organizationName,
  savedCount: events.savedCount,
  minTicketPrice: minActiveTicketPrice,
  activeTicketCount,
};

/** Card rows matching `where`, in `order`. */
export const selectCardRows = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
  db
    .select(cardColumns)
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

export type CardRow = Awaited<ReturnType<typeof selectCardRows>>[number];

const presentCard = (row: CardRow, categories: EventCategoryLink[]): EventListItem => ({
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

/** Rows → cards with their categories (one extra query for all rows). */
export const presentCards = async (db: Db, rows: CardRow[]): Promise<EventListItem[]> => {
  const links = await selectCategoriesForEvents(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<string, EventCategoryLink[]>();
  for (const link of links) byEvent.set(link.eventId, [...(byEvent.get(link.eventId) ?? []), link]);
  return rows.map((row) => presentCard(row, byEvent.get(row.id) ?? []));
};
