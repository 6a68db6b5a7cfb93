import type { EventDetail, EventViewResponse } from '@core/schemas/eventDetail';
import type { EventReportCreated } from '@core/schemas/adminEvents';
import { apiFetch } from '@web/lib/api';

export const fetchEventDetail = (idOrSlug: string, signal?: AbortSignal): Promise<EventDetail> =>
  apiFetch<EventDetail>(`/api/events/${encodeURIComponent(idOrSlug)}/detail`, { signal });

/** Counts the page view (the server keeps one per visitor per hour). */
export const postEventView = (eventId: string): Promise<EventViewResponse> =>
  apiFetch<EventViewResponse>(`/api/events/${eventId}/view`, { method: 'POST' });

export type RouteDistance = { km: number; source: string };

/** GET /api/geo/distance: route distance in km between two points (straight line as fallback). */
export const fetchDistance = (
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  signal?: AbortSignal,
): Promise<RouteDistance> =>
  apiFetch<RouteDistance>('/api/geo/distance', {
    query: {
      from: `${from.lat.toFixed(6)},${from.lng.toFixed(6)}`,
      to: `${to.lat.toFixed(6)},${to.lng.toFixed(6)}`,
    },
    signal,
  });

/** The .ics download of the event (one entry per occurrence). */
export const calendarFileUrl = (eventId: string): string => `/api/events/${eventId}/calendar.ics`;

/** 'Evenement melden': a signed-in member's report of the event, with a reason. */
export const postEventReport = ({ eventId, reason }: { eventId: string; reason: string }) =>
  apiFetch<EventReportCreated>(`/api/events/${encodeURIComponent(eventId)}/reports`, {
    method: 'POST',
    body: { reason },
  });
