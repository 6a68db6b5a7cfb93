import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { venueDetailQueryKey, venueListQueryKey } from '@core/domain/initialData';
import { directorySearchOptions, retryUnlessNotFound } from '@web/features/directories';
import { fetchVenue, fetchVenues } from './api';

export const venueKeys = {
  all: ['venues'] as const,
  /** Seeded by the server on /venues (modules/venues directoryPage.ts), so the key lives in core. */
  list: venueListQueryKey,
  /** Seeded by the server on the venue page (GET /venues/:slug), so the key lives in core. */
  detail: venueDetailQueryKey,
};

/** Spec §9 loader cache for venues: 5 minutes. */
const FIVE_MINUTES = 5 * 60_000;

/** The directory, page by page (infinite scroll); the previous results stay while a new filter loads. */
export const useVenueSearch = (query: Record<string, string>, enabled = true) =>
  useInfiniteQuery(
    directorySearchOptions({
      queryKey: venueKeys.list(query),
      fetchPage: fetchVenues,
      query,
      staleTime: FIVE_MINUTES,
      enabled,
    }),
  );

/** The venue page; an unknown venue (404) is not retried. */
export const useVenueDetail = (idOrSlug: string) =>
  useQuery({
    queryKey: venueKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchVenue(idOrSlug, signal),
    staleTime: FIVE_MINUTES,
    retry: retryUnlessNotFound,
  });
