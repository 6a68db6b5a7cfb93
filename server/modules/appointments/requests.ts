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
import type { Db } from '../../db/client';
import type { Actor, AppContext } from '../../http/context';
import { freeTimeOf, scopeFor } from './availability';
import { type AppointmentMailInput, answeredMail, cancelledByRequesterMail, requestedMail } from './mail';
import { noticeAppointment } from './notices';
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
 * accepts, declines or cancels; the requester may cancel. The other side is told through notify in the
 * write's transaction; the appointment mail goes with it, sent after commit to members who want it.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const DASHBOARD_PATH = '/dashboard/availability';
const dashboardLink = (ctx: AppContext) => `${ctx.config.publicUrl}${DASHBOARD_PATH}`;
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

  const row = await ctx.db.transaction(async (tx) => {
    const id = await insertAppointment(tx, {
      professionalId: service.professionalId,
      serviceId: service.id,
      requesterId: actor.userId,
      startsAt: start,
      endsAt: end,
      message: body.message || null,
    });
    const made = await selectAppointment(tx, id);
    if (!made) throw new AppError('booking_not_found');
    const owner = await selectUserEmail(tx, service.professionalUserId);
    if (owner)
      await noticeAppointment(tx, {
        recipientId: service.professionalUserId,
        status: 'requested',
        appointment: made,
        otherName: made.requesterName,
        actionUrl: DASHBOARD_PATH,
        mail: requestedMail(mailInput(made, owner, made.requesterName, dashboardLink(ctx))),
        actorId: actor.userId,
      });
    return made;
  });
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
  // The other side hears of it in the same transaction: the professional of the requester's cancel, the
  // requester of an answer or the professional's cancel.
  const tell = async (tx: Db) => {
    const moved = { ...row, status: body.status };
    if (side === 'requester') {
      const owner = await selectUserEmail(tx, row.professionalUserId);
      if (!owner) return;
      await noticeAppointment(tx, {
        recipientId: row.professionalUserId,
        status: 'cancelled',
        appointment: row,
        otherName: row.requesterName,
        actionUrl: DASHBOARD_PATH,
        mail: cancelledByRequesterMail(mailInput(moved, owner, row.requesterName, dashboardLink(ctx))),
        actorId: actor.userId,
      });
    } else if (row.requesterId) {
      const requester = await selectUserEmail(tx, row.requesterId);
      if (!requester) return;
      const link = serviceLink(ctx, row);
      await noticeAppointment(tx, {
        recipientId: row.requesterId,
        status: body.status,
        appointment: row,
        otherName: row.professionalName,
        actionUrl: link.slice(ctx.config.publicUrl.length),
        mail: answeredMail(mailInput(moved, requester, row.professionalName, link), body.status),
        actorId: actor.userId,
      });
    }
  };
  if (!(await moveAppointment(ctx.db, id, allowedFrom, body.status, now, tell)))
    throw new AppError('booking_already_answered');

  const updated = (await selectAppointment(ctx.db, id)) ?? row;
  return presentAppointment(updated, { side });
};
