import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightBucket, InsightPeriod } from '@core/schemas/insights';
import { fetchAdminAnalytics, fetchAdminDashboard } from './api';

export const insightKeys = {
  all: ['insights'] as const,
  dashboard: () => [...insightKeys.all, 'dashboard'] as const,
  analytics: (days: InsightPeriod, bucket: InsightBucket) =>
    [...insightKeys.all, 'analytics', days, bucket] as const,
};

/** /admin's figures; refreshed when the admin comes back to the tab after a minute. */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: insightKeys.dashboard(),
    queryFn: ({ signal }) => fetchAdminDashboard(signal),
    staleTime: 60_000,
  });

/** /admin/analytics for a period and bucket; the previous figures stay while another period loads. */
export const useAdminAnalytics = (days: InsightPeriod, bucket: InsightBucket) =>
  useQuery({
    queryKey: insightKeys.analytics(days, bucket),
    queryFn: ({ signal }) => fetchAdminAnalytics(days, bucket, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
