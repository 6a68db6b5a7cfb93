import { canMoveBooking } from '../../../core/domain/bookings';
import type { Interval } from '../../../core/domain/weeklyHours';
import type { AppointmentDto, ExceptionDto, IntervalDto } from '../../../core/schemas/appointments';
import type { AppointmentRow } from './queries';
import type { ExceptionRow } from './queriesAvailability';

export const presentInterval = (i: Interval): IntervalDto => ({
  start: i.start.toISOString(),
  end: i.end.toISOString(),
});

export const presentException = (row: ExceptionRow): ExceptionDto => ({
  id: row.id,
  date: row.date,
  start: row.start,
  end: row.end,
  note: row.note,
});

/** Which side looks: the professional side sees who asked; the requester sees only their own request. */
export type Viewer = { side: 'professional' | 'requester' };

/**
 * An appointment for one side. Ability flags follow the status transitions: the professional side accepts
 * or declines a request and cancels what is accepted; the requester cancels while requested or accepted.
 */
export const presentAppointment = (row: AppointmentRow, viewer: Viewer): AppointmentDto => {
  const professionalSide = viewer.side === 'professional';
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    service: row.serviceId && row.serviceTitle ? { id: row.serviceId, title: row.serviceTitle } : null,
    professional: { id: row.professionalId, name: row.professionalName, slug: row.professionalSlug },
    requester: professionalSide ? { name: row.requesterName } : null,
    canAccept: professionalSide && canMoveBooking(row.status, 'accepted'),
    canDecline: professionalSide && canMoveBooking(row.status, 'declined'),
    canCancel: professionalSide ? row.status === 'accepted' : canMoveBooking(row.status, 'cancelled'),
  };
};
