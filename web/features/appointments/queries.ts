import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus } from '@core/domain/bookings';
import type {
  AppointmentRequestInput,
  AppointmentStatusBody,
  ExceptionInput,
  WeeklyRangeDto,
} from '@core/schemas/appointments';
import {
  addException,
  changeAppointmentStatus,
  fetchAvailability,
  fetchCalendar,
  fetchExceptions,
  fetchIncoming,
  fetchMyAppointments,
  fetchServiceSlots,
  removeException,
  requestAppointment,
  saveAvailability,
} from './api';

export const appointmentKeys = {
  all: ['appointments'] as const,
  availability: () => [...appointmentKeys.all, 'availability'] as const,
  exceptions: (page: number) => [...appointmentKeys.all, 'exceptions', page] as const,
  calendar: (from: string, to: string) => [...appointmentKeys.all, 'calendar', from, to] as const,
  incoming: (status: BookingStatus | undefined, page: number) =>
    [...appointmentKeys.all, 'incoming', status ?? 'all', page] as const,
  slots: (serviceId: string, from: string) => [...appointmentKeys.all, 'slots', serviceId, from] as const,
  mine: (serviceId: string, page: number) => [...appointmentKeys.all, 'mine', serviceId, page] as const,
};

export const useAvailability = () =>
  useQuery({ queryKey: appointmentKeys.availability(), queryFn: ({ signal }) => fetchAvailability(signal) });

export const useExceptions = (page: number) =>
  useQuery({
    queryKey: appointmentKeys.exceptions(page),
    queryFn: ({ signal }) => fetchExceptions(page, signal),
    placeholderData: keepPreviousData,
  });

export const useCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: appointmentKeys.calendar(from, to),
    queryFn: ({ signal }) => fetchCalendar(from, to, signal),
    placeholderData: keepPreviousData,
  });

export const useIncoming = (status: BookingStatus | undefined, page: number) =>
  useQuery({
    queryKey: appointmentKeys.incoming(status, page),
    queryFn: ({ signal }) => fetchIncoming(status, page, signal),
    placeholderData: keepPreviousData,
  });

/** Free slots change as others book: fresh for a minute. */
export const useServiceSlots = (serviceId: string, from: string, to: string) =>
  useQuery({
    queryKey: appointmentKeys.slots(serviceId, from),
    queryFn: ({ signal }) => fetchServiceSlots(serviceId, from, to, signal),
    staleTime: 60_000,
  });

export const useMyAppointments = (serviceId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: appointmentKeys.mine(serviceId, page),
    queryFn: ({ signal }) => fetchMyAppointments(serviceId, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every write changes free time, lists and counts: refresh everything of appointments. */
const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: appointmentKeys.all });
};

export const useSaveAvailability = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ranges: WeeklyRangeDto[]) => saveAvailability(ranges),
    onSuccess: invalidate,
  });
};

export const useAddException = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: ExceptionInput) => addException(body), onSuccess: invalidate });
};

export const useRemoveException = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => removeException(id), onSuccess: invalidate });
};

export const useChangeAppointmentStatus = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentStatusBody }) =>
      changeAppointmentStatus(id, body),
    onSettled: invalidate,
  });
};

export const useRequestAppointment = (serviceId: string) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AppointmentRequestInput) => requestAppointment(serviceId, body),
    onSettled: invalidate,
  });
};
