import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DIRECTORY_PAGE_SIZE_DEFAULT } from '@core/schemas/directory';
import { memberDetailQueryKey } from '@core/schemas/members';
import { isApiError } from '@web/lib/api';
import { fetchMember, fetchMembers, fetchPremiumHighlights } from './api';

export const memberKeys = {
  all: ['members'] as const,
  list: (query: Record<string, string>) => [...memberKeys.all, 'list', query] as const,
  detail: memberDetailQueryKey,
  highlights: ['premiumHighlights'] as const,
};

const FIVE_MINUTES = 5 * 60_000;

/** The members directory, page by page (infinite scroll). */
export const useMemberSearch = (query: Record<string, string>) =>
  useInfiniteQuery({
    queryKey: memberKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      fetchMembers({ ...query, page: pageParam, pageSize: DIRECTORY_PAGE_SIZE_DEFAULT }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  });

/** A member page; an unknown or private member (404) is not retried. */
export const useMemberDetail = (slug: string) =>
  useQuery({
    queryKey: memberKeys.detail(slug),
    queryFn: ({ signal }) => fetchMember(slug, signal),
    staleTime: FIVE_MINUTES,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const usePremiumHighlights = () =>
  useQuery({
    queryKey: memberKeys.highlights,
    queryFn: ({ signal }) => fetchPremiumHighlights(signal),
    staleTime: FIVE_MINUTES,
  });
