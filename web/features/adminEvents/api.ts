import type {
  AdminEventAction,
  AdminEventBulkResponse,
  AdminEventDetailDto,
  AdminEventListResponse,
} from '@core/schemas/adminEvents';
import { ADMIN_EVENTS_PAGE_SIZE } from '@core/schemas/adminEvents';
import { apiFetch } from '@web/lib/api';

/** The list's filters as the URL holds them ('' = not set). */
export type AdminEventListParams = {
  q: string;
  status: string;
  organizer: string;
  city: string;
  from: string;
  to: string;
  reported: string;
  featured: string;
  page: number;
};

export const fetchAdminEvents = (params: AdminEventListParams, signal?: AbortSignal) =>
  apiFetch<AdminEventListResponse>('/api/admin/events', {
    query: { ...params, pageSize: ADMIN_EVENTS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

export const fetchAdminEvent = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminEventDetailDto>(`/api/admin/events/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const postBulkEventAction = (body: { action: AdminEventAction; ids: string[] }) =>
  apiFetch<AdminEventBulkResponse>('/api/admin/events/bulk', { method: 'POST', body });

export const postResolveEventReport = ({ eventId, reportId }: { eventId: string; reportId: string }) =>
  apiFetch<AdminEventDetailDto>(
    `/api/admin/events/${encodeURIComponent(eventId)}/reports/${encodeURIComponent(reportId)}/resolve`,
    { method: 'POST', body: {} },
  );
