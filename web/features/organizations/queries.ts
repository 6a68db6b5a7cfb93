import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { organizationDetailQueryKey, organizationListQueryKey } from '@core/domain/initialData';
import { directorySearchOptions, retryUnlessNotFound } from '@web/features/directories';
import { fetchOrganization, fetchOrganizations } from './api';

export const organizationKeys = {
  all: ['organizations'] as const,
  /** Seeded by the server on /organizations (modules/organizations directoryPage.ts), so the key lives in core. */
  list: organizationListQueryKey,
  /** Seeded by the server on the organisation page (GET /organization/:slug), so the key lives in core. */
  detail: organizationDetailQueryKey,
};

/** Spec §9 loader cache for organisations: 1 minute. */
const ONE_MINUTE = 60_000;

/** The directory, page by page (infinite scroll); the previous results stay while a new filter loads. */
export const useOrganizationSearch = (query: Record<string, string>, enabled = true) =>
  useInfiniteQuery(
    directorySearchOptions({
      queryKey: organizationKeys.list(query),
      fetchPage: fetchOrganizations,
      query,
      staleTime: ONE_MINUTE,
      enabled,
    }),
  );

/** The organisation page; an unknown organisation (404) is not retried. */
export const useOrganizationDetail = (idOrSlug: string) =>
  useQuery({
    queryKey: organizationKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchOrganization(idOrSlug, signal),
    staleTime: ONE_MINUTE,
    retry: retryUnlessNotFound,
  });
