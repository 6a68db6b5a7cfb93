import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { venueDetailQueryKey } from '@core/domain/initialData';
import { DIRECTORY_PAGE_SIZE_DEFAULT } from '@core/schemas/directory';
import { isApiError } from '@web/lib/api';
import { fetchVenue, fetchVenues } from './api';

export const venueKeys = {
  all: ['venues'] as const,
  list: (query: Record<string, string>) => [...venueKeys.all, 'list', query] as const,
  /** Seeded by the server on the venue page (GET /venues/:slug), so the key lives in core. */
  detail: venueDetailQueryKey,
};

/** Spec §9 loader cache for venues: 5 minutes. */
const FIVE_MINUTES = 5 * 60_000;

/** The directory, page by page (infinite scroll); the previous results stay while a new filter loads. */
export const useVenueSearch = (query: Record<string, string>, enabled = true) =>
  useInfiniteQuery({
    queryKey: venueKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      fetchVenues({ ...query, page: pageParam, pageSize: DIRECTORY_PAGE_SIZE_DEFAULT }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
    enabled,
  });

/** The venue page; an unknown venue (404) is not retried. */
export const useVenueDetail = (idOrSlug: string) =>
  useQuery({
    queryKey: venueKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchVenue(idOrSlug, signal),
    staleTime: FIVE_MINUTES,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
