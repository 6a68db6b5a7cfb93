import type { MainEventType } from './categories';
import { DEFAULT_FILTERS, type EventFilterState, type EventSortKey, SEARCH_MIN_LENGTH } from './eventFilters';

/**
 * The event browser's request to GET /api/events, shared by the web (which sends it and keys its cache on
 * it) and the server (which runs the first page while answering the HTML, so the page needs no round trip).
 * One function on both sides means both build the same TanStack Query key.
 */

/** Page size of the browser's infinite list (the API allows at most 50). */
export const EVENTS_PAGE_SIZE = 24;

export type GeoPoint = { lat: number; lng: number };

/**
 * Query of GET /api/events and GET /api/events/map, in the API's parameter names (price=min-max,
 * near=lat,lng, premium=true). Undefined values are left out of the request and out of the cache key
 * (TanStack hashes keys as JSON, which drops them).
 */
export type EventSearchQuery = {
  q?: string | undefined;
  type?: MainEventType | undefined;
  subtypes?: string | undefined;
  price?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  near?: string | undefined;
  radius?: number | undefined;
  premium?: 'true' | undefined;
  sort?: EventSortKey | undefined;
};

const coordinate = (value: number): string => value.toFixed(6);

/** Map bounds as the API wants them: south,west,north,east with 6 decimals. */
export const toBoundsParam = (b: { south: number; west: number; north: number; east: number }): string =>
  [b.south, b.west, b.north, b.east].map(coordinate).join(',');

/**
 * Filter state (+ the resolved search center) → the API query. Only what narrows the results is sent:
 * search text from 2 characters, subtypes only under a main type, the radius only with a center.
 */
export const toSearchQuery = (state: EventFilterState, center: GeoPoint | null): EventSearchQuery => {
  const q = state.q.trim();
  const priceSet =
    state.price.min !== DEFAULT_FILTERS.price.min || state.price.max !== DEFAULT_FILTERS.price.max;
  return {
    q: q.length >= SEARCH_MIN_LENGTH ? q : undefined,
    type: state.mainType === 'all' ? undefined : state.mainType,
    subtypes: state.mainType !== 'all' && state.subtypes.length > 0 ? state.subtypes.join(',') : undefined,
    price: priceSet ? `${state.price.min}-${state.price.max}` : undefined,
    from: state.dates.from ?? undefined,
    to: state.dates.to ?? undefined,
    near: center ? `${coordinate(center.lat)},${coordinate(center.lng)}` : undefined,
    radius: center ? state.radius : undefined,
    premium: state.premium ? 'true' : undefined,
    sort: state.sort === DEFAULT_FILTERS.sort ? undefined : state.sort,
  };
};

/**
 * The query as URL parameters, exactly as the browser's API client sends it (empty values left out, the
 * rest as strings): what the server's EventSearchQuery schema parses.
 */
export const toSearchParams = (
  query: EventSearchQuery & { page?: number; pageSize?: number },
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
