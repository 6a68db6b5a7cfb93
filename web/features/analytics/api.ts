import type {
  AnalyticsRange,
  DashboardOverview,
  OrganizationAnalytics,
  VenueAnalytics,
} from '@core/schemas/analytics';
import { apiFetch } from '@web/lib/api';

export const fetchOrganizationAnalytics = (days: AnalyticsRange, signal?: AbortSignal) =>
  apiFetch<OrganizationAnalytics>('/api/dashboard/analytics', { query: { days }, signal });

export const fetchVenueAnalytics = (days: AnalyticsRange, signal?: AbortSignal) =>
  apiFetch<VenueAnalytics>('/api/dashboard/venue/analytics', { query: { days }, signal });

export const fetchDashboardOverview = (signal?: AbortSignal) =>
  apiFetch<DashboardOverview>('/api/dashboard/overview', { signal });
