import { useQuery } from '@tanstack/react-query';
import { fetchMonitoring } from './api';

/** Instances beat every 30 s, so the screen refreshes on the same beat. */
export const MONITORING_REFRESH_MS = 30_000;

export const monitoringKeys = { overview: ['monitoring', 'overview'] as const };

/** /admin/monitoring's one answer, refreshed every 30 s while the tab is visible. */
export const useMonitoring = () =>
  useQuery({
    queryKey: monitoringKeys.overview,
    queryFn: ({ signal }) => fetchMonitoring(signal),
    refetchInterval: MONITORING_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
