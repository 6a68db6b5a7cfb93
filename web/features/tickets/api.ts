import type { z } from 'zod';
import type {
  CheckInResult,
  CreateTicketOrderBody,
  MyTicketPage,
  OrganiserOrderPage,
  TicketAvailability,
  TicketOrderStarted,
  TicketOrderView,
  TicketSales,
  WaitlistEntryView,
  WaitlistOfferView,
} from '@core/schemas/tickets';
import { apiFetch, apiResponse } from '@web/lib/api';

export type MyTicketPageDto = z.infer<typeof MyTicketPage>;
export type MyTicketRowDto = MyTicketPageDto['items'][number];
export type OrganiserOrderPageDto = z.infer<typeof OrganiserOrderPage>;
export type OrganiserOrderRowDto = OrganiserOrderPageDto['items'][number];
export type TicketSalesDto = z.infer<typeof TicketSales>;
export type WaitlistEntryDto = z.infer<typeof WaitlistEntryView>;
export type WaitlistOfferDto = z.infer<typeof WaitlistOfferView>;
export type TicketTypeDto = TicketAvailability['tickets'][number];

const id = (value: string) => encodeURIComponent(value);

export const fetchAvailability = (eventId: string, signal?: AbortSignal) =>
  apiFetch<TicketAvailability>(`/api/events/${id(eventId)}/ticket-availability`, { signal });

export const createTicketOrder = (eventId: string, body: CreateTicketOrderBody) =>
  apiFetch<TicketOrderStarted>(`/api/events/${id(eventId)}/ticket-orders`, { method: 'POST', body });

export const fetchTicketOrder = (orderId: string, signal?: AbortSignal) =>
  apiFetch<TicketOrderView>(`/api/ticket-orders/${id(orderId)}`, { signal });

export const cancelTicketOrder = (orderId: string) =>
  apiFetch<TicketOrderView>(`/api/ticket-orders/${id(orderId)}/cancel`, { method: 'POST' });

/** The .ics of an order: a plain link (the browser downloads it with the session cookie). */
export const ticketOrderIcsUrl = (orderId: string) => `/api/ticket-orders/${id(orderId)}/ics`;

export const fetchMyTickets = (page: number, signal?: AbortSignal) =>
  apiFetch<MyTicketPageDto>('/api/me/tickets', { query: { page }, signal });

export const joinWaitlist = (eventId: string, body: { ticketId: string; quantity: number }) =>
  apiFetch<WaitlistEntryDto>(`/api/events/${id(eventId)}/waitlist`, { method: 'POST', body });

export const leaveWaitlist = (eventId: string, entryId: string) =>
  apiFetch<void>(`/api/events/${id(eventId)}/waitlist/${id(entryId)}`, { method: 'DELETE' });

export const fetchWaitlistOffer = (token: string, signal?: AbortSignal) =>
  apiFetch<WaitlistOfferDto>(`/api/waitlist-offers/${id(token)}`, { signal });

export const fetchTicketSales = (eventId: string, signal?: AbortSignal) =>
  apiFetch<TicketSalesDto>(`/api/events/${id(eventId)}/ticket-sales`, { signal });

export const fetchOrganiserOrders = (eventId: string, page: number, q: string, signal?: AbortSignal) =>
  apiFetch<OrganiserOrderPageDto>(`/api/events/${id(eventId)}/ticket-orders`, { query: { page, q }, signal });

export const attendeesCsvUrl = (eventId: string) => `/api/events/${id(eventId)}/attendees.csv`;

export const checkInTicket = (eventId: string, code: string) =>
  apiFetch<CheckInResult>(`/api/events/${id(eventId)}/check-in`, { method: 'POST', body: { code } });

/** The CSV through fetch, so a refusal shows as a Dutch error instead of a JSON page. */
export const downloadAttendeesCsv = async (eventId: string): Promise<{ blob: Blob; filename: string }> => {
  const response = await apiResponse(attendeesCsvUrl(eventId), { timeoutMs: 30_000 });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `deelnemers-${eventId}.csv`;
  return { blob: await response.blob(), filename };
};
