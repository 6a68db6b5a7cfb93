import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus } from '@core/domain/bookings';
import type {
  BlockedDateBody,
  BookingRequestBody,
  BookingStatusBody,
  OpeningHoursBody,
  UnitPatchBody,
  UnitWriteBody,
} from '@core/schemas/bookings';
import {
  createBlockedDate,
  createUnit,
  deleteBlockedDate,
  deleteUnit,
  fetchCalendar,
  fetchManagedVenues,
  fetchMyVenueBookings,
  fetchSetup,
  fetchVenueBookings,
  linkBookingEvent,
  moveBooking,
  requestBooking,
  saveOpeningHours,
  updateUnit,
} from './api';

export const bookingKeys = {
  all: ['bookings'] as const,
  venues: () => [...bookingKeys.all, 'venues'] as const,
  setup: (venueId: string) => [...bookingKeys.all, 'setup', venueId] as const,
  list: (venueId: string, status: BookingStatus | undefined, page: number) =>
    [...bookingKeys.all, 'list', venueId, status ?? 'all', page] as const,
  calendar: (venueId: string, from: string, to: string) =>
    [...bookingKeys.all, 'calendar', venueId, from, to] as const,
  mine: (venueId: string, page: number) => [...bookingKeys.all, 'mine', venueId, page] as const,
};

export const useManagedVenues = () =>
  useQuery({ queryKey: bookingKeys.venues(), queryFn: ({ signal }) => fetchManagedVenues(signal) });

export const useVenueHireSetup = (venueId: string | null) =>
  useQuery({
    queryKey: bookingKeys.setup(venueId ?? ''),
    queryFn: ({ signal }) => fetchSetup(venueId!, signal),
    enabled: !!venueId,
  });

export const useVenueBookings = (venueId: string | null, status: BookingStatus | undefined, page: number) =>
  useQuery({
    queryKey: bookingKeys.list(venueId ?? '', status, page),
    queryFn: ({ signal }) => fetchVenueBookings(venueId!, { status, page }, signal),
    enabled: !!venueId,
    placeholderData: keepPreviousData,
  });

export const useVenueCalendar = (venueId: string | null, from: string, to: string) =>
  useQuery({
    queryKey: bookingKeys.calendar(venueId ?? '', from, to),
    queryFn: ({ signal }) => fetchCalendar(venueId!, from, to, signal),
    enabled: !!venueId,
    placeholderData: keepPreviousData,
  });

export const useMyVenueBookings = (venueId: string, enabled: boolean, page = 1) =>
  useQuery({
    queryKey: bookingKeys.mine(venueId, page),
    queryFn: ({ signal }) => fetchMyVenueBookings(venueId, page, signal),
    enabled,
  });

/** Every write refreshes what venue hire shows (setup, lists, calendars). */
const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bookingKeys.all });
};

const useWrite = <A>(fn: (args: A) => Promise<unknown>) => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSuccess: invalidate });
};

export const useCreateUnit = (venueId: string) =>
  useWrite((body: UnitWriteBody) => createUnit(venueId, body));
export const useUpdateUnit = (venueId: string) =>
  useWrite(({ unitId, body }: { unitId: string; body: UnitPatchBody }) => updateUnit(venueId, unitId, body));
export const useDeleteUnit = (venueId: string) => useWrite((unitId: string) => deleteUnit(venueId, unitId));
export const useSaveOpeningHours = (venueId: string) =>
  useWrite((body: OpeningHoursBody) => saveOpeningHours(venueId, body));
export const useCreateBlockedDate = (venueId: string) =>
  useWrite((body: BlockedDateBody) => createBlockedDate(venueId, body));
export const useDeleteBlockedDate = (venueId: string) =>
  useWrite((blockedId: string) => deleteBlockedDate(venueId, blockedId));
export const useRequestBooking = (venueId: string) =>
  useWrite((body: BookingRequestBody) => requestBooking(venueId, body));
export const useMoveBooking = () =>
  useWrite(({ id, body }: { id: string; body: BookingStatusBody }) => moveBooking(id, body));
export const useLinkBookingEvent = () =>
  useWrite(({ id, eventId }: { id: string; eventId: string | null }) => linkBookingEvent(id, eventId));
