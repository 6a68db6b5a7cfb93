import { type SQL, and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { MapBounds } from '../../../../core/domain/eventFilters';
import type { EventSearch, GeoPoint } from '../../../../core/schemas/eventSearch';
import type { EventStatus } from '../../../../core/schemas/events';
import { events } from '../../../db/schema';

/**
 * SQL pieces of the public event search (spec §2 "Event browser details", §5 "Event filters", §9). Every
 * filter is a WHERE condition the indexes of migration 0000 serve: trigram GIN for text, btree (latitude,
 * longitude) for the radius and map boxes, the partial start-date indexes for the public window and dates.
 */

/** Spec §9: Earth radius 6371 km; an event within 1.1 × the radius (straight line) still counts as near. */
export const EARTH_RADIUS_KM = 6371;
export const RADIUS_TOLERANCE = 1.1;
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

/** Ligatures and letters that unaccent() maps but Unicode decomposition does not. */
const FOLD: Record<string, string> = { æ: 'ae', œ: 'oe', ø: 'o', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };

/**
 * The search text folded the way the events.search_text trigger folds a row (lower(unaccent(...))), in
 * JavaScript so the pattern reaches the planner as a constant and the trigram estimate is real.
 */
export const foldSearchText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[æœøßłđı]/g, (c) => FOLD[c] ?? c);

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of the query must occur in the event's search text (parts of words count: 'adem' finds
 * 'ademwerk'). Decision (spec §5 names no fields): the search text is title, short description, place, venue
 * and organiser, not the long description; a word mentioned in passing deep in a description does not make
 * an event a match, and leaving it out keeps the trigram index small enough for fast searches.
 */
const textMatches = (q: string): SQL | undefined =>
  and(
    ...foldSearchText(q)
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => sql`${events.searchText} like ${`%${escapeLike(word)}%`}`),
  );

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

/** Great-circle (haversine) distance in km from `point` to the event, on a 6371 km sphere. */
export const distanceKmFrom = (
  point: GeoPoint,
): SQL<number> => sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${events.latitude} - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(${events.latitude}))
      * power(sin(radians(${events.longitude} - ${point.lng}) / 2), 2)))))`;

/** Length of one degree of latitude on the 6371 km sphere. */
const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_KM) / 360;

/**
 * The latitude/longitude box that holds every point within `reachKm` of `point`. Longitude bounds are left
 * out where the box would reach a pole or cross the antimeridian (the exact distance still decides).
 */
export const boundingBox = (point: GeoPoint, reachKm: number): MapBounds & { wraps: boolean } => {
  const dLat = reachKm / KM_PER_DEGREE;
  const south = Math.max(-90, point.lat - dLat);
  const north = Math.min(90, point.lat + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLng = widest >= 90 ? 360 : reachKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  const west = point.lng - dLng;
  const east = point.lng + dLng;
  const wraps = west < -180 || east > 180;
  return { south, north, west: Math.max(-180, west), east: Math.min(180, east), wraps };
};

/**
 * Radius search in two steps: a bounding box in degrees on the btree index (latitude, longitude) narrows
 * the rows, then the exact great-circle distance keeps what lies within radius × 1.1. A plain column box
 * (rather than earth_box on the GiST index) gives the planner real statistics, so it combines the box with
 * the trigram and date indexes (BitmapAnd) instead of rechecking thousands of rows. Online events without
 * coordinates are never near.
 */
const withinRadius = (point: GeoPoint, radiusKm: number): SQL => {
  const reachKm = radiusKm * RADIUS_TOLERANCE;
  const box = boundingBox(point, reachKm);
  const lng = box.wraps ? sql`true` : sql`${events.longitude} between ${box.west} and ${box.east}`;
  return sql`(${events.latitude} between ${box.south} and ${box.north} and ${lng}
    and ${distanceKmFrom(point)} <= ${reachKm}::float8)`;
};

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
    search.near ? withinRadius(search.near, search.radiusKm) : undefined,
    search.bounds ? withinBounds(search.bounds) : undefined,
  ) as SQL;
