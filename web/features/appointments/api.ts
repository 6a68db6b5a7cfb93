import type {
  AppointmentDto,
  AppointmentList,
  AppointmentRequestInput,
  AppointmentStatusBody,
  AvailabilityDto,
  CalendarDto,
  ExceptionDto,
  ExceptionInput,
  ExceptionList,
  MyAppointments,
  ServiceSlotsDto,
  WeeklyRangeDto,
} from '@core/schemas/appointments';
import type { BookingStatus } from '@core/domain/bookings';
import { apiFetch } from '@web/lib/api';

export const fetchAvailability = (signal?: AbortSignal) =>
  apiFetch<AvailabilityDto>('/api/dashboard/availability', { signal });

export const saveAvailability = (ranges: WeeklyRangeDto[]) =>
  apiFetch<AvailabilityDto>('/api/dashboard/availability', { method: 'PUT', body: { ranges } });

export const fetchExceptions = (page: number, signal?: AbortSignal) =>
  apiFetch<ExceptionList>('/api/dashboard/availability/exceptions', { signal, query: { page } });

export const addException = (body: ExceptionInput) =>
  apiFetch<ExceptionDto>('/api/dashboard/availability/exceptions', { method: 'POST', body });

export const removeException = (id: string) =>
  apiFetch<{ deleted: true }>(`/api/dashboard/availability/exceptions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const fetchCalendar = (from: string, to: string, signal?: AbortSignal) =>
  apiFetch<CalendarDto>('/api/dashboard/availability/calendar', { signal, query: { from, to } });

export const fetchIncoming = (status: BookingStatus | undefined, page: number, signal?: AbortSignal) =>
  apiFetch<AppointmentList>('/api/dashboard/appointments', {
    signal,
    query: { page, ...(status ? { status } : {}) },
  });

export const changeAppointmentStatus = (id: string, body: AppointmentStatusBody) =>
  apiFetch<AppointmentDto>(`/api/appointments/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const fetchServiceSlots = (serviceId: string, from: string, to: string, signal?: AbortSignal) =>
  apiFetch<ServiceSlotsDto>(`/api/appointments/services/${encodeURIComponent(serviceId)}/slots`, {
    signal,
    query: { from, to },
  });

export const fetchMyAppointments = (serviceId: string, page: number, signal?: AbortSignal) =>
  apiFetch<MyAppointments>(`/api/appointments/services/${encodeURIComponent(serviceId)}/mine`, {
    signal,
    query: { page },
  });

export const requestAppointment = (serviceId: string, body: AppointmentRequestInput) =>
  apiFetch<AppointmentDto>(`/api/appointments/services/${encodeURIComponent(serviceId)}/requests`, {
    method: 'POST',
    body,
  });
