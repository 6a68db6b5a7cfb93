import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memberDetailQueryKey } from '@core/schemas/members';
import { directorySearchOptions, retryUnlessNotFound } from '@web/features/directories';
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
  useInfiniteQuery(
    directorySearchOptions({
      queryKey: memberKeys.list(query),
      fetchPage: fetchMembers,
      query,
      staleTime: FIVE_MINUTES,
    }),
  );

/** A member page; an unknown or private member (404) is not retried. */
export const useMemberDetail = (slug: string) =>
  useQuery({
    queryKey: memberKeys.detail(slug),
    queryFn: ({ signal }) => fetchMember(slug, signal),
    staleTime: FIVE_MINUTES,
    retry: retryUnlessNotFound,
  });

export const usePremiumHighlights = () =>
  useQuery({
    queryKey: memberKeys.highlights,
    queryFn: ({ signal }) => fetchPremiumHighlights(signal),
    staleTime: FIVE_MINUTES,
  });
