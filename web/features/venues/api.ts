import type { VenueDetail, VenueSearchResponse } from '@core/schemas/directory';
import { apiFetch } from '@web/lib/api';

export const fetchVenues = (
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<VenueSearchResponse> => apiFetch<VenueSearchResponse>('/api/venues', { query, signal });

export const fetchVenue = (idOrSlug: string, signal?: AbortSignal): Promise<VenueDetail> =>
  apiFetch<VenueDetail>(`/api/venues/${encodeURIComponent(idOrSlug)}`, { signal });
