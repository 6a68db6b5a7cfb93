import type { AdminAnalytics, AdminDashboard, InsightBucket, InsightPeriod } from '@core/schemas/insights';
import { apiFetch } from '@web/lib/api';

export const fetchAdminDashboard = (signal?: AbortSignal) =>
  apiFetch<AdminDashboard>('/api/admin/insights/dashboard', signal ? { signal } : {});

export const fetchAdminAnalytics = (days: InsightPeriod, bucket: InsightBucket, signal?: AbortSignal) =>
  apiFetch<AdminAnalytics>('/api/admin/insights/analytics', {
    query: { days, bucket },
    ...(signal ? { signal } : {}),
  });
