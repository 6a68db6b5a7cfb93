import type { OrganizationDetail, OrganizationSearchResponse } from '@core/schemas/organizations';
import { apiFetch } from '@web/lib/api';

export const fetchOrganizations = (
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<OrganizationSearchResponse> =>
  apiFetch<OrganizationSearchResponse>('/api/organizations', { query, signal });

export const fetchOrganization = (idOrSlug: string, signal?: AbortSignal): Promise<OrganizationDetail> =>
  apiFetch<OrganizationDetail>(`/api/organizations/${encodeURIComponent(idOrSlug)}`, { signal });
