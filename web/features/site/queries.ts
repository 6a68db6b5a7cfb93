import { useMutation, useQuery } from '@tanstack/react-query';
import { siteStatsQueryKey } from '@core/domain/initialData';
import { fetchRoadmap, fetchSiteStats, postContact } from './api';

export const siteKeys = {
  all: ['site'] as const,
  roadmap: () => [...siteKeys.all, 'roadmap'] as const,
  /** The server seeds the landing page's counters under this key (core/domain/initialData.ts). */
  stats: siteStatsQueryKey,
};

export const useRoadmap = () =>
  useQuery({ queryKey: siteKeys.roadmap(), queryFn: ({ signal }) => fetchRoadmap(signal) });

/** Landing numbers; decorative, so no retries and no error UI. */
export const useSiteStats = () =>
  useQuery({
    queryKey: siteKeys.stats(),
    queryFn: ({ signal }) => fetchSiteStats(signal),
    retry: false,
    staleTime: 10 * 60_000,
  });

export const useContactMutation = () => useMutation({ mutationFn: postContact });
