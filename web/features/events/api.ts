import type { EventListQuery, EventListResponse } from '@core/schemas/events';
import { apiFetch } from '@web/lib/api';

export type EventListParams = Partial<EventListQuery>;

/** GET /api/events: published events starting now or later, paged and counted. */
export const fetchEvents = (params: EventListParams, signal?: AbortSignal): Promise<EventListResponse> =>
  apiFetch<EventListResponse>('/api/events', {
    query: { page: params.page, pageSize: params.pageSize, mainType: params.mainType, sort: params.sort },
    signal,
  });
