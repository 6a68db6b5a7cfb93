import { type SQL, and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { MapBounds } from '../../../../core/domain/eventFilters';
import { likePatternsFor } from '../../../../core/domain/searchText';
import type { EventSearch } from '../../../../core/schemas/eventSearch';
import type { GeoPoint } from '../../../../core/schemas/geo';
import type { EventStatus } from '../../../../core/schemas/events';
import { events } from '../../../db/schema';
import { distanceKmFrom as geoDistanceKmFrom, withinRadius } from '../../geo';

/**
 * SQL pieces of the public event search (spec §2 "Event browser details", §5 "Event filters", §9). Every
 * filter is a WHERE condition the indexes of migration 0000 serve: trigram GIN for text, btree (latitude,
 * longitude) for the radius and map boxes, the partial start-date indexes for the public window and dates.
 */

/** Calendar days of the date filter are Dutch days. */
const DATE_ZONE = 'Europe/Amsterdam';

const PUBLISHED: EventStatus = 'published';

/**
 * An event belongs to a category through its main type, its subtype or the category mapping. The category
 * counts of modules/categories use the same rule, so a count always matches the filtered list.
 */
export const eventInCategorySlug = (slug: string): SQL => eventInAnyCategorySlug([slug]);

/** The same rule for a set of slugs: the event belongs to at least one of them. */
export const eventInAnyCategorySlug = (slugs: readonly string[]): SQL => {
  const list = sql.join(
    slugs.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(
  ${events.mainTypeId} in (select id from event_categories where slug in (${list}))
  or ${events.subTypeId} in (select id from event_categories where slug in (${list}))
  or exists (
    select 1 from event_category_mapping ecm join event_categories ec on ec.id = ecm.category_id
    where ecm.event_id = ${events.id} and ec.slug in (${list})
  ))`;
};

/**
 * What a card shows as price: the cheapest active ticket, else the event's own price (null = unknown). A
 * generated column kept from the ticket summary (migration 0003), indexed for the price sorts.
 */
export const effectivePrice = events.effectivePrice;

/**
 * Every word of the query must occur in the event's search text (parts of words count: 'adem' finds
 * 'ademwerk'). Decision (spec §5 names no fields): the search text is title, short description, place, venue
 * and organiser, not the long description; a word mentioned in passing deep in a description does not make
 * an event a match, and leaving it out keeps the trigram index small enough for fast searches.
 */
const textMatches = (q: string): SQL | undefined =>
  and(...likePatternsFor(q).map((pattern) => sql`${events.searchText} like ${pattern}`));

/**
 * Price = cheapest active ticket, else the event price. An event without any known price passes only the
 * full range (no price filter); once a range is chosen it is left out, as its price cannot be checked.
 */
const priceWithin = (price: NonNullable<EventSearch['price']>): SQL =>
  and(
    gte(events.effectivePrice, price.min),
    price.max === null ? undefined : lte(events.effectivePrice, price.max),
  ) as SQL;

/** yyyy-MM-dd as the start of that day in Amsterdam (summer and winter time alike). */
const dayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${DATE_ZONE}'`)})`;

/**
 * From the start of `from` to the end of `to`, Dutch days. Spec §5 lets an event without a valid start
 * pass; events.start_date is NOT NULL, so every stored event has one and is checked.
 */
const dateWithin = (from: string | null, to: string | null): SQL | undefined =>
  and(
    from ? sql`${events.startDate} >= ${dayStart(from)}` : undefined,
    to ? sql`${events.startDate} < ${dayStart(to, 1)}` : undefined,
  );

/** Where an event is: online events have no coordinates and are never near. */
const eventCoordinates = { latitude: events.latitude, longitude: events.longitude };

/** Great-circle distance in km from `point` to the event (the shared geo SQL). */
export const distanceKmFrom = (point: GeoPoint): SQL<number> => geoDistanceKmFrom(eventCoordinates, point);

/** Map viewport; a box across the antimeridian (west > east) wraps around. */
const withinBounds = (b: MapBounds): SQL => {
  const lng =
    b.west <= b.east
      ? sql`${events.longitude} between ${b.west} and ${b.east}`
      : sql`(${events.longitude} >= ${b.west} or ${events.longitude} <= ${b.east})`;
  return sql`(${events.latitude} between ${b.south} and ${b.north} and ${lng})`;
};

/** Public window: published, not in the trash, starting now or later. */
export const publicUpcoming = (now: Date): SQL =>
  and(eq(events.status, PUBLISHED), isNull(events.deletedAt), gte(events.startDate, now)) as SQL;

/** All conditions of one search, on top of the public window. */
export const searchConditions = (search: EventSearch, now: Date): SQL =>
  and(
    publicUpcoming(now),
    search.type ? eventInCategorySlug(search.type) : undefined,
    search.type && search.subtypes.length > 0 ? eventInAnyCategorySlug(search.subtypes) : undefined,
    search.premium ? eq(events.isPremiumOrganizer, true) : undefined,
    search.q ? textMatches(search.q) : undefined,
    search.price ? priceWithin(search.price) : undefined,
    dateWithin(search.from, search.to),
    search.near ? withinRadius(eventCoordinates, search.near, search.radiusKm) : undefined,
    search.bounds ? withinBounds(search.bounds) : undefined,
  ) as SQL;
