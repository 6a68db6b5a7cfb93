import { z } from 'zod';
import type { MainEventType } from '../domain/categories';
import {
  type EventSortKey,
  type MapBounds,
  PRICE_MAX,
  PRICE_MIN,
  type RadiusKm,
  SEARCH_MIN_LENGTH,
  isValidBounds,
  parseEventFilters,
} from '../domain/eventFilters';
import { EventListItem } from './events';
import { type GeoPoint, parseNearParam } from './geo';

/**
 * The public event search (GET /api/events and /api/events/map). It reads the URL parameters of the event
 * browser (core/domain/eventFilters.ts) with the same §5 rules: a malformed value falls back to its default,
 * so a typo in a shared link never answers 400.
 */

export const SEARCH_PAGE_SIZE_DEFAULT = 24;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Markers for the map view (clustered in the browser). */
export const MAP_MARKER_LIMIT = 2000;

/** The search after parsing: `null` / empty means "no such filter". */
export type EventSearch = {
  /** Trimmed text of at least SEARCH_MIN_LENGTH characters. */
  q: string | null;
  type: MainEventType | null;
  /** Only with a type (spec §4: 'all' forces none). */
  subtypes: string[];
  /** Null for the full range 0–500; `max: null` = no upper limit (500). */
  price: { min: number; max: number | null } | null;
  /** yyyy-MM-dd, calendar days in Europe/Amsterdam. */
  from: string | null;
  to: string | null;
  near: GeoPoint | null;
  radiusKm: RadiusKm;
  premium: boolean;
  sort: EventSortKey;
  page: number;
  pageSize: number;
  bounds: MapBounds | null;
};

/** A repeated parameter (`?q=a&q=b`) counts with its first value, like URLSearchParams.get. */
const param = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v));

const finite = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/** `bounds=south,west,north,east` validated as §5 says (isValidBounds), else null. */
export const parseBoundsParam = (value: string | undefined): MapBounds | null => {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 4) return null;
  const [south, west, north, east] = parts.map(finite);
  const bounds = { south, west, north, east };
  return isValidBounds(bounds) ? bounds : null;
};

const positiveInt = (value: string | undefined, fallback: number, max: number): number => {
  const n = finite(value);
  if (n === null || !Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, max);
};

/** Page numbers far beyond any real list are a typo, not a request. */
const PAGE_MAX = 10_000;

export const EventSearchQuery = z
  .object({
    q: param,
    /** Main type slug, the /events/{mainType} segment; 'all' or absent = none. */
    type: param,
    /** Older name of `type`, still sent by the landing page. */
    mainType: param,
    subtypes: param,
    price: param,
    from: param,
    to: param,
    near: param,
    radius: param,
    premium: param,
    sort: param,
    page: param,
    pageSize: param,
    bounds: param,
  })
  .transform((raw): EventSearch => {
    const params = new URLSearchParams();
    for (const key of ['q', 'subtypes', 'price', 'from', 'to', 'radius', 'premium', 'sort'] as const) {
      const value = raw[key];
      if (value !== undefined) params.set(key, value);
    }
    const filters = parseEventFilters(params, raw.type ?? raw.mainType);
    const fullPrice = filters.price.min === PRICE_MIN && filters.price.max === PRICE_MAX;
    return {
      q: filters.q.length >= SEARCH_MIN_LENGTH ? filters.q : null,
      type: filters.mainType === 'all' ? null : filters.mainType,
      subtypes: filters.subtypes,
      price: fullPrice
        ? null
        : { min: filters.price.min, max: filters.price.max >= PRICE_MAX ? null : filters.price.max },
      from: filters.dates.from,
      to: filters.dates.to,
      near: parseNearParam(raw.near),
      radiusKm: filters.radius,
      premium: filters.premium,
      sort: filters.sort,
      page: positiveInt(raw.page, 1, PAGE_MAX),
      pageSize: positiveInt(raw.pageSize, SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX),
      bounds: parseBoundsParam(raw.bounds),
    };
  });
export type EventSearchQuery = z.input<typeof EventSearchQuery>;

/** A card of the search: the listing card plus the distance to `near` in whole km (null without `near`). */
export const EventSearchItem = EventListItem.extend({ distanceKm: z.number().int().nullable() });
export type EventSearchItem = z.infer<typeof EventSearchItem>;

export const EventSearchResponse = z.object({
  items: z.array(EventSearchItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventSearchResponse = z.infer<typeof EventSearchResponse>;

/** A light map marker; `minPrice` is what the card shows as price (cheapest active ticket, else the price). */
export const EventMapMarker = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  startDate: z.string(),
  minPrice: z.number().nullable(),
  isPremiumOrganizer: z.boolean(),
});
export type EventMapMarker = z.infer<typeof EventMapMarker>;

export const EventMapResponse = z.object({
  items: z.array(EventMapMarker),
  /** True when more events match than MAP_MARKER_LIMIT (zoom in or filter to see them all). */
  truncated: z.boolean(),
});
export type EventMapResponse = z.infer<typeof EventMapResponse>;
