import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsRange, analyticsQueryKey, overviewQueryKey } from '@core/schemas/analytics';
import { fetchDashboardOverview, fetchOrganizationAnalytics, fetchVenueAnalytics } from './api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  organization: (days: AnalyticsRange) => analyticsQueryKey('organization', days),
  venue: (days: AnalyticsRange) => analyticsQueryKey('venue', days),
  overview: overviewQueryKey,
};

/** Figures change with every view: a minute is fresh enough, and the old range stays while a new one loads. */
const STALE_MS = 60_000;

export const useOrganizationAnalytics = (days: AnalyticsRange) =>
  useQuery({
    queryKey: analyticsKeys.organization(days),
    queryFn: ({ signal }) => fetchOrganizationAnalytics(days, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useVenueAnalytics = (days: AnalyticsRange) =>
  useQuery({
    queryKey: analyticsKeys.venue(days),
    queryFn: ({ signal }) => fetchVenueAnalytics(days, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useDashboardOverview = () =>
  useQuery({
    queryKey: analyticsKeys.overview(),
    queryFn: ({ signal }) => fetchDashboardOverview(signal),
    staleTime: STALE_MS,
  });
