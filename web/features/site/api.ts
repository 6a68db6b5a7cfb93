import type { ContactBody, ContactResponse, RoadmapResponse, SiteStatsDto } from '@core/schemas/site';
import { apiFetch } from '@web/lib/api';

export const fetchRoadmap = (signal?: AbortSignal): Promise<RoadmapResponse> =>
  apiFetch<RoadmapResponse>('/api/roadmap', { signal });

export const fetchSiteStats = (signal?: AbortSignal): Promise<SiteStatsDto> =>
  apiFetch<SiteStatsDto>('/api/site/stats', { signal });

/** POST /api/contact → 201; a 4xx carries `{ error: { code, message, fields? } }`. */
export const postContact = (body: ContactBody): Promise<ContactResponse> =>
  apiFetch<ContactResponse>('/api/contact', { method: 'POST', body });
