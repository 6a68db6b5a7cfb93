import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { EventSort, EventStatus } from '../../../core/schemas/events';
import { type Db, executeRows } from '../../db/client';
import { eventCategoryMapping, eventTickets, events, organizationProfiles } from '../../db/schema';

export type PublicEventFilter = { now: Date; mainType?: string | undefined };

/**
 * An event belongs to a category through its main type, its subtype or the category mapping. The category
 * counts of modules/categories use the same rule, so a count always matches the filtered list.
 */
export const eventInCategorySlug = (slug: string): SQL => sql`(
  ${events.mainTypeId} in (select id from event_categories where slug = ${slug})
  or ${events.subTypeId} in (select id from event_categories where slug = ${slug})
  or exists (
    select 1 from event_category_mapping ecm join event_categories ec on ec.id = ecm.category_id
    where ecm.event_id = ${events.id} and ec.slug = ${slug}
  ))`;

const PUBLISHED: EventStatus = 'published';

/** Public list: published, not in the trash, starting now or later; optionally of one main type. */
const publicUpcoming = (filter: PublicEventFilter): SQL | undefined =>
  and(
    eq(events.status, PUBLISHED),
    isNull(events.deletedAt),
    gte(events.startDate, filter.now),
    filter.mainType ? eventInCategorySlug(filter.mainType) : undefined,
  );

/** Lowest price among the event's active tickets (only active tickets count, spec §9). */
const minActiveTicketPrice = sql<number | null>`(
  select min(${eventTickets.price}) from ${eventTickets}
  where ${eventTickets.eventId} = ${events.id} and ${eventTickets.isActive})`.mapWith(Number);

const activeTicketCount = sql<number>`(
  select count(*) from ${eventTickets}
  where ${eventTickets.eventId} = ${events.id} and ${eventTickets.isActive})::int`.mapWith(Number);

/** What a card shows as price: the cheapest active ticket, else the event's own price. */
const effectivePrice = sql`coalesce(${minActiveTicketPrice}, ${events.price})`;

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

export const selectPublicEventPage = (
  db: Db,
  filter: PublicEventFilter,
  page: { sort: EventSort; limit: number; offset: number },
) =>
  db
    .select({
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
    })
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .where(publicUpcoming(filter))
    .orderBy(...orderFor(page.sort))
    .limit(page.limit)
    .offset(page.offset);

export type PublicEventRow = Awaited<ReturnType<typeof selectPublicEventPage>>[number];

export const countPublicEvents = async (db: Db, filter: PublicEventFilter): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(events).where(publicUpcoming(filter));
  return row?.n ?? 0;
};

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
