import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BroadcastAudience } from '@core/schemas/broadcasts';
import { fetchBroadcasts, postBroadcast, postReach, searchOrganizations } from './api';

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  list: (page: number) => [...broadcastKeys.all, 'list', page] as const,
  reach: (audience: BroadcastAudience | null) => [...broadcastKeys.all, 'reach', audience] as const,
  organizations: (q: string) => [...broadcastKeys.all, 'organizations', q] as const,
};

export const useBroadcasts = (page: number) =>
  useQuery({
    queryKey: broadcastKeys.list(page),
    queryFn: ({ signal }) => fetchBroadcasts(page, signal),
    placeholderData: keepPreviousData,
  });

/** The live reach of a complete audience (null = not complete yet: no call). */
export const useBroadcastReach = (audience: BroadcastAudience | null) =>
  useQuery({
    queryKey: broadcastKeys.reach(audience),
    queryFn: ({ signal }) => postReach(audience as BroadcastAudience, signal),
    enabled: audience !== null,
    retry: false,
    staleTime: 10_000,
  });

export const useOrganizationSearch = (q: string) =>
  useQuery({
    queryKey: broadcastKeys.organizations(q),
    queryFn: ({ signal }) => searchOrganizations(q, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** Send; the list and every reach refresh (reach changes nothing, but the list gains a row). */
export const useSendBroadcast = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
};
