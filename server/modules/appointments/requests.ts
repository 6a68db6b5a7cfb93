import { BOOKING_LIMITS } from '../../../core/domain/bookings';
import { APPOINTMENTS_PAGE_SIZE, appointmentMinutes } from '../../../core/domain/appointmentSlots';
import { addDays, amsterdamDateOf, isCovered } from '../../../core/domain/weeklyHours';
import { AppError } from '../../../core/errors';
import type {
  AppointmentDto,
  AppointmentList,
  AppointmentListQuery,
  AppointmentRequestBody,
  AppointmentStatusBody,
  MyAppointments,
} from '../../../core/schemas/appointments';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { freeTimeOf, scopeFor } from './availability';
import { type AppointmentMailInput, answeredMail, cancelledByRequesterMail, requestedMail } from './mail';
import { type AppointmentFacts, appointmentsPolicy } from './policy';
import { presentAppointment } from './presenter';
import {
  type AppointmentRow,
  insertAppointment,
  moveAppointment,
  selectAppointment,
  selectBookableService,
  selectIncoming,
  selectMine,
  selectProfessionalById,
  selectUserEmail,
} from './queries';

/**
 * Appointment requests from a service page (issue 12): a member asks for a free slot; the professional side
 * accepts, declines or cancels; the requester may cancel. Mails go out after the write has committed.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const dashboardLink = (ctx: AppContext) => `${ctx.config.publicUrl}/dashboard/availability`;
const serviceLink = (ctx: AppContext, row: AppointmentRow) =>
  row.serviceId
    ? `${ctx.config.publicUrl}/dienst/${row.serviceId}`
    : `${ctx.config.publicUrl}/professionals/${encodeURIComponent(row.professionalSlug)}`;

/** The service, and whether the actor is on its professional's side (own profile or team). */
const bookable = async (ctx: AppContext, actor: Actor, serviceId: string) => {
  const service = await selectBookableService(ctx.db, serviceId);
  if (!service) throw new AppError('service_not_found');
  const pro = await selectProfessionalById(ctx.db, service.professionalId, actor.userId);
  return { service, reachable: pro?.reachable ?? false };
};

/** GET /api/appointments/services/:serviceId/mine: may I ask, and my requests to this professional. */
export const myAppointments = async (
  ctx: AppContext,
  actor: Actor,
  serviceId: string,
  page: number,
): Promise<MyAppointments> => {
  const { service, reachable } = await bookable(ctx, actor, serviceId);
  const canRequest = appointmentsPolicy.requestAppointment(actor, { reachable });
  const pageSize = APPOINTMENTS_PAGE_SIZE;
  const { rows, total } = await selectMine(ctx.db, actor.userId, service.professionalId, page, pageSize);
  return {
    items: rows.map((r) => presentAppointment(r, { side: 'requester' })),
    total,
    page,
    pageSize,
    canRequest,
    reason: canRequest ? null : 'own',
  };
};

const mailSafely = async (ctx: AppContext, send: () => Promise<unknown>) => {
  try {
    await send();
  } catch (err) {
    // The outbox adapter stores failures itself; anything else must not undo a committed answer.
    ctx.logger.error({ err }, 'appointment mail failed');
  }
};

const mailInput = (row: AppointmentRow, to: { email: string; name: string }, other: string, link: string) =>
  ({
    to: to.email,
    name: to.name,
    otherName: other,
    what: row.serviceTitle ? `'${row.serviceTitle}'` : 'een afspraak',
    start: row.startsAt,
    end: row.endsAt,
    message: row.message,
    link,
  }) satisfies AppointmentMailInput;

/**
 * POST /api/appointments/services/:serviceId/requests: ask for [startsAt, startsAt + duration). Refused when
 * it starts in the past (booking_in_past), or lies outside the professional's hours or over an accepted
 * appointment (booking_slot_unavailable). Overlapping *requests* are fine: only accepting decides.
 */
export const requestAppointment = async (
  ctx: AppContext,
  actor: Actor,
  serviceId: string,
  body: AppointmentRequestBody,
  now = new Date(),
): Promise<AppointmentDto> => {
  const { service, reachable } = await bookable(ctx, actor, serviceId);
  ensure(appointmentsPolicy.requestAppointment(actor, { reachable }), 'appointment_own_service');
  const start = new Date(body.startsAt);
  const end = new Date(start.getTime() + appointmentMinutes(service.durationMinutes) * MINUTE);
  if (start.getTime() <= now.getTime()) throw new AppError('booking_in_past');
  if (start.getTime() > now.getTime() + BOOKING_LIMITS.maxDaysAhead * DAY)
    throw new AppError('booking_slot_unavailable');
  const from = addDays(amsterdamDateOf(start), -1);
  const { free } = await freeTimeOf(ctx.db, service.professionalId, from, amsterdamDateOf(end), now);
  if (!isCovered(start, end, free)) throw new AppError('booking_slot_unavailable');

  const id = await insertAppointment(ctx.db, {
    professionalId: service.professionalId,
    serviceId: service.id,
    requesterId: actor.userId,
    startsAt: start,
    endsAt: end,
    message: body.message || null,
  });
  const row = await selectAppointment(ctx.db, id);
  if (!row) throw new AppError('booking_not_found');
  const owner = await selectUserEmail(ctx.db, service.professionalUserId);
  if (owner)
    await mailSafely(ctx, () =>
      ctx.mail.send(requestedMail(mailInput(row, owner, row.requesterName, dashboardLink(ctx)))),
    );
  return presentAppointment(row, { side: 'requester' });
};

/** GET /api/dashboard/appointments: the incoming requests of the professional in scope. */
export const listIncoming = async (
  ctx: AppContext,
  actor: Actor,
  query: AppointmentListQuery,
): Promise<AppointmentList> => {
  const scope = await scopeFor(ctx.db, actor, query);
  const pageSize = APPOINTMENTS_PAGE_SIZE;
  const empty = { requested: 0, accepted: 0, declined: 0, cancelled: 0 };
  if (!scope) return { items: [], total: 0, page: query.page, pageSize, counts: empty };
  const { rows, total, counts } = await selectIncoming(ctx.db, scope.id, query.status, query.page, pageSize);
  return {
    items: rows.map((r) => presentAppointment(r, { side: 'professional' })),
    total,
    page: query.page,
    pageSize,
    counts: { ...empty, ...counts },
  };
};

/**
 * PATCH /api/appointments/:id: accept or decline (professional side), cancel (either side). Accepting runs in
 * one transaction and the database refuses an overlap with another accepted appointment (409
 * booking_slot_taken, the request stays requested). A request that moved on already: booking_already_answered.
 */
export const changeStatus = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: AppointmentStatusBody,
  now = new Date(),
): Promise<AppointmentDto> => {
  const row = await selectAppointment(ctx.db, id);
  if (!row) throw new AppError('booking_not_found');
  const pro = await selectProfessionalById(ctx.db, row.professionalId, actor.userId);
  const facts: AppointmentFacts = {
    status: row.status,
    requesterId: row.requesterId,
    professionalReachable: pro?.reachable ?? false,
  };
  if (body.status === 'cancelled') ensure(appointmentsPolicy.cancel(actor, facts), 'booking_forbidden');
  else ensure(appointmentsPolicy.answer(actor, facts), 'booking_forbidden');
  // The requester's own cancel counts as theirs even when they are an admin too.
  const side = row.requesterId === actor.userId && body.status === 'cancelled' ? 'requester' : 'professional';
  const allowedFrom =
    body.status === 'cancelled' ? (['requested', 'accepted'] as const) : (['requested'] as const);
  if (!(await moveAppointment(ctx.db, id, allowedFrom, body.status, now)))
    throw new AppError('booking_already_answered');

  const updated = (await selectAppointment(ctx.db, id)) ?? row;
  if (side === 'requester') {
    const owner = await selectUserEmail(ctx.db, row.professionalUserId);
    if (owner)
      await mailSafely(ctx, () =>
        ctx.mail.send(
          cancelledByRequesterMail(mailInput(updated, owner, row.requesterName, dashboardLink(ctx))),
        ),
      );
  } else if (row.requesterId) {
    const requester = await selectUserEmail(ctx.db, row.requesterId);
    if (requester)
      await mailSafely(ctx, () =>
        ctx.mail.send(
          answeredMail(
            mailInput(updated, requester, row.professionalName, serviceLink(ctx, row)),
            body.status,
          ),
        ),
      );
  }
  return presentAppointment(updated, { side });
};
