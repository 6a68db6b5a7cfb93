import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MainEventType } from '@core/domain/categories';
import type { EventSort } from '@core/schemas/events';
import { fetchEvents } from './api';

export const EVENTS_PAGE_SIZE = 24;

type EventListFilters = { mainType?: MainEventType | undefined; sort?: EventSort };

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: EventListFilters) => [...eventKeys.lists(), filters] as const,
  upcoming: (count: number) => [...eventKeys.all, 'upcoming', count] as const,
};

/** Spec §9 events list: stale after 30 s, kept 5 min; pages appended with 'Meer laden'. */
export const useEventList = (filters: EventListFilters) =>
  useInfiniteQuery({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchEvents(
        {
          page: pageParam,
          pageSize: EVENTS_PAGE_SIZE,
          mainType: filters.mainType,
          sort: filters.sort ?? 'date',
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
  });

/** The first few upcoming events (landing page row). */
export const useUpcomingEvents = (count: number) =>
  useQuery({
    queryKey: eventKeys.upcoming(count),
    queryFn: ({ signal }) => fetchEvents({ page: 1, pageSize: count, sort: 'date' }, signal),
    retry: 1,
  });
