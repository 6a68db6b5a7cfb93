import type {
  BlockedDateBody,
  BlockedDateDto,
  BookingDto,
  BookingRequestBody,
  BookingStatusBody,
  CalendarResponse,
  ManagedVenuesResponse,
  MyVenueBookingsResponse,
  OpeningHoursBody,
  UnitDto,
  UnitPatchBody,
  UnitWriteBody,
  VenueBookingsResponse,
  VenueHireSetup,
} from '@core/schemas/bookings';
import type { BookingStatus } from '@core/domain/bookings';
import { apiFetch } from '@web/lib/api';

const DASH = '/api/dashboard/venue-hire';
const id = (value: string) => encodeURIComponent(value);

export const fetchManagedVenues = (signal?: AbortSignal) =>
  apiFetch<ManagedVenuesResponse>(`${DASH}/venues`, { signal });

export const fetchSetup = (venueId: string, signal?: AbortSignal) =>
  apiFetch<VenueHireSetup>(`${DASH}/${id(venueId)}`, { signal });

export const fetchVenueBookings = (
  venueId: string,
  query: { status?: BookingStatus | undefined; page: number },
  signal?: AbortSignal,
) =>
  apiFetch<VenueBookingsResponse>(`${DASH}/${id(venueId)}/bookings`, {
    query: { status: query.status, page: query.page, pageSize: 10 },
    signal,
  });

export const fetchCalendar = (venueId: string, from: string, to: string, signal?: AbortSignal) =>
  apiFetch<CalendarResponse>(`/api/venues/${id(venueId)}/calendar`, { query: { from, to }, signal });

export const fetchMyVenueBookings = (venueId: string, page: number, signal?: AbortSignal) =>
  apiFetch<MyVenueBookingsResponse>(`/api/venues/${id(venueId)}/bookings/mine`, {
    query: { page, pageSize: 10 },
    signal,
  });

export const createUnit = (venueId: string, body: UnitWriteBody) =>
  apiFetch<UnitDto>(`${DASH}/${id(venueId)}/units`, { method: 'POST', body });

export const updateUnit = (venueId: string, unitId: string, body: UnitPatchBody) =>
  apiFetch<UnitDto>(`${DASH}/${id(venueId)}/units/${id(unitId)}`, { method: 'PATCH', body });

export const deleteUnit = (venueId: string, unitId: string) =>
  apiFetch<null>(`${DASH}/${id(venueId)}/units/${id(unitId)}`, { method: 'DELETE' });

export const saveOpeningHours = (venueId: string, body: OpeningHoursBody) =>
  apiFetch<VenueHireSetup['openingHours']>(`${DASH}/${id(venueId)}/opening-hours`, { method: 'PUT', body });

export const createBlockedDate = (venueId: string, body: BlockedDateBody) =>
  apiFetch<BlockedDateDto>(`${DASH}/${id(venueId)}/blocked-dates`, { method: 'POST', body });

export const deleteBlockedDate = (venueId: string, blockedId: string) =>
  apiFetch<null>(`${DASH}/${id(venueId)}/blocked-dates/${id(blockedId)}`, { method: 'DELETE' });

export const requestBooking = (venueId: string, body: BookingRequestBody) =>
  apiFetch<BookingDto>(`/api/venues/${id(venueId)}/bookings`, { method: 'POST', body });

export const moveBooking = (bookingId: string, body: BookingStatusBody) =>
  apiFetch<BookingDto>(`/api/venue-bookings/${id(bookingId)}`, { method: 'PATCH', body });

export const linkBookingEvent = (bookingId: string, eventId: string | null) =>
  apiFetch<BookingDto>(`/api/venue-bookings/${id(bookingId)}/event`, { method: 'PUT', body: { eventId } });
