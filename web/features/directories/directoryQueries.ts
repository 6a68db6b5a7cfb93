import { type QueryKey, infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { DIRECTORY_PAGE_SIZE_DEFAULT } from '@core/domain/directoryFilters';
import { isApiError } from '@web/lib/api';

type ResultPage = { page: number; pageSize: number; total: number };

type DirectorySearchOptions<R extends ResultPage, K extends QueryKey> = {
  queryKey: K;
  /** The directory's endpoint, e.g. fetchVenues. */
  fetchPage: (query: Record<string, string | number>, signal: AbortSignal) => Promise<R>;
  /** The filters as the API reads them (toVenueSearchQuery…). */
  query: Record<string, string>;
  /** Spec §9 loader cache of the kind. */
  staleTime: number;
  /** false while the search waits for the location's coordinates. */
  enabled?: boolean;
};

/**
 * A directory's search for useInfiniteQuery: page after page of DIRECTORY_PAGE_SIZE_DEFAULT cards (infinite
 * scroll), the previous results staying while a new filter loads.
 */
export const directorySearchOptions = <R extends ResultPage, K extends QueryKey>({
  queryKey,
  fetchPage,
  query,
  staleTime,
  enabled = true,
}: DirectorySearchOptions<R, K>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...query, page: pageParam, pageSize: DIRECTORY_PAGE_SIZE_DEFAULT }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime,
    placeholderData: keepPreviousData,
    enabled,
  });

/** `retry` of a profile page's query: an unknown or hidden profile (404) is not retried, other errors twice. */
export const retryUnlessNotFound = (count: number, error: unknown): boolean =>
  !(isApiError(error) && error.status === 404) && count < 2;
