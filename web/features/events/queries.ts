import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE } from '@core/domain/eventSearchQuery';
import { eventListQueryKey, upcomingEventsQueryKey } from '@core/domain/initialData';
import { fetchEventMarkers, fetchEvents, fetchMapConfig, type EventSearchQuery } from './api';

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  /** The server seeds the first page of a list under this key (core/domain/initialData.ts). */
  list: eventListQueryKey,
  markers: (query: EventSearchQuery, bounds: string | undefined) =>
    [...eventKeys.all, 'markers', query, bounds ?? null] as const,
  /** The server seeds the landing page's row under this key (core/domain/initialData.ts). */
  upcoming: upcomingEventsQueryKey,
  mapConfig: () => [...eventKeys.all, 'map-config'] as const,
};

/**
 * Spec §9 events list: stale after 30 s, kept 5 min; pages appended by infinite scroll. The previous
 * results stay on screen while a new filter loads ('Bijwerken...' instead of a blank page).
 */
export const useEventSearch = (query: EventSearchQuery, enabled = true) =>
  useInfiniteQuery({
    queryKey: eventKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      fetchEvents({ ...query, page: pageParam, pageSize: EVENTS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });

/** Markers of the map view for the visible area (`bounds`), with the same filters as the list. */
export const useEventMarkers = (query: EventSearchQuery, bounds: string | undefined, enabled = true) =>
  useQuery({
    queryKey: eventKeys.markers(query, bounds),
    queryFn: ({ signal }) => fetchEventMarkers({ ...query, bounds }, signal),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: 1,
    enabled,
  });

export const useMapConfig = () =>
  useQuery({
    queryKey: eventKeys.mapConfig(),
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

/** The first few upcoming events (landing page row). */
export const useUpcomingEvents = (count: number) =>
  useQuery({
    queryKey: eventKeys.upcoming(count),
    queryFn: ({ signal }) => fetchEvents({ page: 1, pageSize: count }, signal),
    retry: 1,
  });
