import { type SQL, and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { EventSearch } from '../../../../core/schemas/eventSearch';
import type { EventSort } from '../../../../core/schemas/events';
import { type Db, executeRows } from '../../../db/client';
import { totalColumn } from '../../../db/paging';
import { eventCategoryMapping, events, organizationProfiles } from '../../../db/schema';
import { distanceKmFrom, effectivePrice, publicUpcoming, searchConditions } from './queriesWhere';

export { eventInCategorySlug } from './queriesWhere';

/** Premium organisers first (spec §9), then the chosen order; id keeps paging stable. */
const orderFor = (sort: EventSort): SQL[] => {
  const premiumFirst = desc(events.isPremiumOrganizer);
  switch (sort) {
    case 'name':
      return [premiumFirst, asc(sql`lower(${events.title})`), asc(events.id)];
    case 'newest':
      return [premiumFirst, desc(events.createdAt), asc(events.id)];
    case 'price_asc':
      return [premiumFirst, sql`${effectivePrice} asc nulls last`, asc(events.startDate), asc(events.id)];
    case 'price_desc':
      return [premiumFirst, sql`${effectivePrice} desc nulls last`, asc(events.startDate), asc(events.id)];
    case 'date':
      return [premiumFirst, asc(events.startDate), asc(events.id)];
  }
};

/**
 * Searches that narrow the list through an index (text, radius, map bounds) match few rows, so the page
 * carries the total as a window count and one query does the work of two. Without them the total is counted
 * apart: a window over ~all upcoming events would defeat the index-ordered page.
 */
export const isNarrowSearch = (search: EventSearch): boolean =>
  search.q !== null || search.near !== null || search.bounds !== null;

/**
 * The columns of a listing card (spec §3 unified listing card), shared by every list of event cards: the
 * search, related events, saved events. Ticket summary and price come from stored columns (migration 0003).
 */
export const eventCardColumns = {
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
  // A subquery rather than a join: it runs for the returned rows only, after the sort and limit.
  organizationName: sql<string | null>`(
    select ${organizationProfiles.organizationName} from ${organizationProfiles}
    where ${organizationProfiles.id} = ${events.organizationProfileId})`,
  savedCount: events.savedCount,
  minTicketPrice: events.minTicketPrice,
  activeTicketCount: events.activeTicketCount,
};

/** One page of the public search, with the distance to `near` when given (and the total when narrow). */
export const selectPublicEventPage = (db: Db, search: EventSearch, now: Date) =>
  db
    .select({
      ...eventCardColumns,
      distanceKm: search.near
        ? sql<number | null>`round(${distanceKmFrom(search.near)})::int`.mapWith(Number)
        : sql<number | null>`null::int`,
      total: totalColumn(isNarrowSearch(search)),
    })
    .from(events)
    .where(searchConditions(search, now))
    .orderBy(...orderFor(search.sort))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);

export type PublicEventRow = Awaited<ReturnType<typeof selectPublicEventPage>>[number];
export type EventCardRow = Pick<PublicEventRow, keyof typeof eventCardColumns>;

/**
 * Card rows matching `where`, in `order`, for lists of event cards outside the event browser: related events
 * on the event page and the saved events of /dashboard/opgeslagen.
 */
export const selectCardRows = (
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<EventCardRow[]> =>
  db
    .select(eventCardColumns)
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/**
 * Card rows of the published upcoming events at a venue, soonest first (the venue page). Events name their
 * venue by venue_profile_id; older rows only by venue_id (both indexed).
 */
export const selectUpcomingRowsAtVenue = (db: Db, venueId: string, now: Date, limit: number) =>
  selectCardRows(
    db,
    and(publicUpcoming(now), or(eq(events.venueProfileId, venueId), eq(events.venueId, venueId))),
    [asc(events.startDate), asc(events.id)],
    limit,
  );

/**
 * The published upcoming events of an organisation, soonest first (the organisation page): events that name
 * the profile, or that its owner organised without naming one (both indexed). One row more than `limit` is
 * not needed: the rows carry the count.
 */
const ofOrganization = (now: Date, org: { id: string; ownerUserId: string }): SQL | undefined =>
  and(
    publicUpcoming(now),
    or(
      eq(events.organizationProfileId, org.id),
      and(sql`${events.organizationProfileId} is null`, eq(events.organizerId, org.ownerUserId)),
    ),
  );

/** The first `limit` of them, each row carrying how many there are (one statement: server/db/paging). */
export const selectUpcomingRowsOfOrganization = (
  db: Db,
  org: { id: string; ownerUserId: string },
  now: Date,
  limit: number,
) =>
  db
    .select({ ...eventCardColumns, total: totalColumn(true) })
    .from(events)
    .where(ofOrganization(now, org))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);

export const countPublicEvents = async (db: Db, search: EventSearch, now: Date): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(events).where(searchConditions(search, now));
  return row?.n ?? 0;
};

/**
 * Map markers: the same search, only events with coordinates, premium first then by date; one row more than
 * `limit` tells the caller the list was cut.
 */
export const selectEventMarkers = (db: Db, search: EventSearch, now: Date, limit: number) =>
  db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      latitude: sql<number>`${events.latitude}`.mapWith(Number),
      longitude: sql<number>`${events.longitude}`.mapWith(Number),
      startDate: events.startDate,
      minPrice: effectivePrice,
      isPremiumOrganizer: events.isPremiumOrganizer,
    })
    .from(events)
    .where(
      sql`${searchConditions(search, now)} and ${events.latitude} is not null and ${events.longitude} is not null`,
    )
    .orderBy(...orderFor('date'))
    .limit(limit + 1);

export type EventMarkerRow = Awaited<ReturnType<typeof selectEventMarkers>>[number];

export type EventCategoryLink = { eventId: string; slug: string; name: string; isMain: boolean };

/** Categories of a page of events in one query (main type, subtype and mapped categories, deduplicated). */
export const selectCategoriesForEvents = async (db: Db, eventIds: string[]): Promise<EventCategoryLink[]> => {
  if (eventIds.length === 0) return [];
  const inPage = inArray(events.id, eventIds);
  const rows = await executeRows<{ event_id: string; slug: string; name: string; is_main: boolean }>(
    db,
    sql`
      with links as (
        select ${events.id} as event_id, ${events.mainTypeId} as category_id from ${events}
        where ${inPage} and ${events.mainTypeId} is not null
        union
        select ${events.id}, ${events.subTypeId} from ${events} where ${inPage} and ${events.subTypeId} is not null
        union
        select ${eventCategoryMapping.eventId}, ${eventCategoryMapping.categoryId} from ${eventCategoryMapping}
        where ${inArray(eventCategoryMapping.eventId, eventIds)}
      )
      select l.event_id, c.slug, c.name, c.is_main_category as is_main
      from links l join event_categories c on c.id = l.category_id
      where c.is_active
      order by c.is_main_category desc, c.name`,
  );
  return rows.map((r) => ({ eventId: r.event_id, slug: r.slug, name: r.name, isMain: Boolean(r.is_main) }));
};
