import type { GeoResults } from '@core/schemas/geo';
import type {
  DashboardEventListResponse,
  DashboardEventTab,
  EventEditorDto,
  EventImageResponse,
  EventWriteBody,
  VenueOption,
} from '@core/schemas/eventWrite';
import { apiFetch } from '@web/lib/api';

export type DashboardEventParams = { tab: DashboardEventTab; q: string; page: number };

export const DASHBOARD_PAGE_SIZE = 20;

/** The status changes of spec §4 an organiser can make from the list or the editor. */
export const EVENT_STATUS_ACTIONS = ['publish', 'cancel', 'trash', 'restore', 'delete'] as const;
export type EventStatusAction = (typeof EVENT_STATUS_ACTIONS)[number];

const eventPath = (id: string) => `/api/dashboard/events/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchDashboardEvents = (params: DashboardEventParams, signal?: AbortSignal) =>
  apiFetch<DashboardEventListResponse>('/api/dashboard/events', {
    query: { tab: params.tab, q: params.q, page: params.page, pageSize: DASHBOARD_PAGE_SIZE },
    ...withSignal(signal),
  });

export const fetchEventForEditing = (idOrSlug: string, signal?: AbortSignal) =>
  apiFetch<EventEditorDto>(eventPath(idOrSlug), withSignal(signal));

export const postEvent = (body: EventWriteBody) =>
  apiFetch<EventEditorDto>('/api/dashboard/events', { method: 'POST', body });

/** An admin creates the event on behalf of the organisation in the body (issue 16; audited). */
export const postEventOnBehalf = (body: EventWriteBody) =>
  apiFetch<EventEditorDto>('/api/admin/events', { method: 'POST', body });

export const putEvent = ({ id, body }: { id: string; body: EventWriteBody }) =>
  apiFetch<EventEditorDto>(eventPath(id), { method: 'PUT', body });

/** Publish, cancel, trash and restore answer with the updated event; delete forever with `{ deleted }`. */
export const postEventStatusAction = async ({
  id,
  action,
}: {
  id: string;
  action: EventStatusAction;
}): Promise<EventEditorDto | null> => {
  if (action !== 'delete') {
    return apiFetch<EventEditorDto>(`${eventPath(id)}/${action}`, { method: 'POST', body: {} });
  }
  await apiFetch<unknown>(eventPath(id), { method: 'DELETE' });
  return null;
};

/** Image upload is slower than a JSON call (resize on the server): a minute instead of 10 s. */
export const uploadEventImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<EventImageResponse>('/api/dashboard/events/images', {
    method: 'POST',
    body: form,
    timeoutMs: 60_000,
  });
};

export const fetchVenueOptions = async (q: string, signal?: AbortSignal): Promise<VenueOption[]> => {
  const result = await apiFetch<{ items: VenueOption[] }>('/api/dashboard/venues', {
    query: { q },
    ...withSignal(signal),
  });
  return result.items;
};

export const fetchPlaces = (q: string, signal?: AbortSignal) =>
  apiFetch<GeoResults>('/api/geo/search', { query: { q }, ...withSignal(signal) });
