import type { MainEventType } from '@core/domain/categories';
import type { EventSortKey } from '@core/domain/eventFilters';
// Types only: the zod schemas themselves stay out of the browser bundle.
import type {
  EventMapMarker,
  EventMapResponse,
  EventSearchItem,
  EventSearchResponse,
} from '@core/schemas/eventSearch';
import { apiFetch } from '@web/lib/api';

export type { EventMapMarker, EventSearchItem, EventSearchResponse };

/**
 * Query of GET /api/events and GET /api/events/map, in the API's parameter names (price=min-max,
 * near=lat,lng, premium=true). Undefined values are left out of the request.
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

/** GET /api/events: published events starting now or later, filtered, sorted, paged and counted. */
export const fetchEvents = (
  query: EventSearchQuery & { page?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<EventSearchResponse> =>
  apiFetch<EventSearchResponse>('/api/events', {
    query,
    signal,
  });

/**
 * GET /api/events/map: matching events with coordinates inside `bounds` (south,west,north,east), at most
 * MAP_MARKER_LIMIT (`truncated` says when more match).
 */
export const fetchEventMarkers = (
  query: EventSearchQuery & { bounds?: string | undefined },
  signal?: AbortSignal,
): Promise<EventMapResponse> => apiFetch<EventMapResponse>('/api/events/map', { query, signal });

export type MapConfig = { tileUrl: string; attribution: string; maxZoom: number };

/** GET /api/site/map-config: the tile source configured on the server (MAP_TILE_URL). */
export const fetchMapConfig = (signal?: AbortSignal): Promise<MapConfig> =>
  apiFetch<MapConfig>('/api/site/map-config', { signal });
