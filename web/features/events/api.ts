import type { EventSearchQuery } from '@core/domain/eventSearchQuery';
// Types only: the zod schemas themselves stay out of the browser bundle.
import type {
  EventMapMarker,
  EventMapResponse,
  EventSearchItem,
  EventSearchResponse,
} from '@core/schemas/eventSearch';
import { apiFetch } from '@web/lib/api';

export type { EventMapMarker, EventSearchItem, EventSearchQuery, EventSearchResponse };

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
