import type { AdminProfileListResponse } from '@core/schemas/adminDirectory';
import type {
  BroadcastAudience,
  BroadcastBody,
  BroadcastDto,
  BroadcastPage,
  BroadcastReach,
} from '@core/schemas/broadcasts';
import { apiFetch } from '@web/lib/api';

export const fetchBroadcasts = (page: number, signal?: AbortSignal) =>
  apiFetch<BroadcastPage>('/api/admin/broadcasts', { query: { page }, ...(signal ? { signal } : {}) });

export const postReach = (audience: BroadcastAudience, signal?: AbortSignal) =>
  apiFetch<BroadcastReach>('/api/admin/broadcasts/reach', {
    method: 'POST',
    body: audience,
    ...(signal ? { signal } : {}),
  });

export const postBroadcast = (body: BroadcastBody) =>
  apiFetch<BroadcastDto>('/api/admin/broadcasts', { method: 'POST', body });

/** Organisations by name for the followers audience (the admin directory's search). */
export const searchOrganizations = (q: string, signal?: AbortSignal) =>
  apiFetch<AdminProfileListResponse>('/api/admin/profiles', {
    query: { type: 'organization', q, pageSize: 6 },
    ...(signal ? { signal } : {}),
  });
