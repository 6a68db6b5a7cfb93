import { AppError } from '../../../core/errors';
import {
  APPOINTMENT_PICKER_DAYS,
  EXCEPTIONS_PAGE_SIZE,
  appointmentMinutes,
  slotStarts,
  slotsByDate,
} from '../../../core/domain/appointmentSlots';
import { BOOKING_LIMITS, type Weekday } from '../../../core/domain/bookings';
import {
  type DayException,
  type Interval,
  addDays,
  amsterdamDateOf,
  amsterdamInstant,
  minutesOf,
  openIntervals,
  subtractIntervals,
} from '../../../core/domain/weeklyHours';
import type {
  AvailabilityDto,
  AvailabilityScopeQuery,
  CalendarDto,
  CalendarQuery,
  DateWindowQuery,
  ExceptionBody,
  ExceptionDto,
  ExceptionList,
  FreeTimeDto,
  ServiceSlotsDto,
  WeeklyAvailabilityBody,
} from '../../../core/schemas/appointments';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { appointmentsPolicy } from './policy';
import { presentException, presentInterval } from './presenter';
import {
  type ExceptionRow,
  deleteException,
  insertException,
  replaceWeekly,
  selectExceptionsBetween,
  selectExceptionsPage,
  selectWeekly,
} from './queriesAvailability';
import {
  type ProfessionalScope,
  selectAcceptedBetween,
  selectBookableService,
  selectCalendarAppointments,
  selectProfessionalById,
  selectProfessionalForUser,
  selectPublicProfessional,
} from './queries';

/**
 * The professional's weekly hours and exceptions, and the free time computed from them (issue 12): weekly
 * hours and exceptions (core/domain/weeklyHours, Amsterdam time with DST) minus accepted appointments.
 */

/**
 * The professional a dashboard call acts for: the named one (admins any; others one they own or belong to,
 * else 403), or the actor's own / team professional; null when they have none.
 */
export const scopeFor = async (
  db: Db,
  actor: Actor,
  query: AvailabilityScopeQuery,
): Promise<ProfessionalScope | null> => {
  ensure(appointmentsPolicy.manageAvailability(actor));
  if (!query.professionalId) return selectProfessionalForUser(db, actor.userId);
  const named = await selectProfessionalById(db, query.professionalId, actor.userId);
  if (!named) throw new AppError('service_professional_not_found');
  ensure(appointmentsPolicy.actForProfessional(actor, named), 'booking_forbidden');
  return named;
};

/** Writes need a professional: without one, the Dutch message leads to the profile form. */
export const requiredScope = async (db: Db, actor: Actor, query: AvailabilityScopeQuery) => {
  const scope = await scopeFor(db, actor, query);
  if (!scope) throw new AppError('appointment_professional_required');
  return scope;
};

const presentAvailability = async (db: Db, scope: ProfessionalScope | null): Promise<AvailabilityDto> => ({
  professional: scope ? { id: scope.id, name: scope.name, slug: scope.slug } : null,
  ranges: scope ? await selectWeekly(db, scope.id) : [],
});

/** GET /api/dashboard/availability: the week of the professional in scope. */
export const getAvailability = async (db: Db, actor: Actor, query: AvailabilityScopeQuery) =>
  presentAvailability(db, await scopeFor(db, actor, query));

/** PUT /api/dashboard/availability: replace the week (validated by WeeklyAvailabilityBody). */
export const saveAvailability = async (
  db: Db,
  actor: Actor,
  query: AvailabilityScopeQuery,
  body: WeeklyAvailabilityBody,
): Promise<AvailabilityDto> => {
  const scope = await requiredScope(db, actor, query);
  await replaceWeekly(db, scope.id, body.ranges);
  return presentAvailability(db, scope);
};

/** GET exceptions: today's and later ones, a page at a time. */
export const listExceptions = async (
  db: Db,
  actor: Actor,
  query: AvailabilityScopeQuery & { page: number },
  now = new Date(),
): Promise<ExceptionList> => {
  const scope = await scopeFor(db, actor, query);
  const pageSize = EXCEPTIONS_PAGE_SIZE;
  if (!scope) return { items: [], total: 0, page: query.page, pageSize };
  const { rows, total } = await selectExceptionsPage(
    db,
    scope.id,
    amsterdamDateOf(now),
    query.page,
    pageSize,
  );
  return { items: rows.map(presentException), total, page: query.page, pageSize };
};

/** Does a new exception clash with the ones of its date? A day off stands alone; hours may not overlap. */
const clashes = (existing: readonly ExceptionRow[], body: ExceptionBody): boolean => {
  if (existing.length === 0) return false;
  if (body.dayOff || existing.some((e) => e.start === null)) return true;
  const start = minutesOf(body.start ?? '00:00');
  const end = minutesOf(body.end ?? '24:00');
  return existing.some((e) => start < minutesOf(e.end ?? '24:00') && minutesOf(e.start ?? '00:00') < end);
};

/** POST exceptions: a day off or other hours for one date (not in the past). */
export const addException = async (
  db: Db,
  actor: Actor,
  query: AvailabilityScopeQuery,
  body: ExceptionBody,
  now = new Date(),
): Promise<ExceptionDto> => {
  const scope = await requiredScope(db, actor, query);
  if (body.date < amsterdamDateOf(now))
    throw new AppError('booking_in_past', { fields: { date: 'Kies vandaag of later.' } });
  const existing = await selectExceptionsBetween(db, scope.id, body.date, body.date);
  if (clashes(existing, body)) throw new AppError('appointment_exception_exists');
  const row = await insertException(db, scope.id, {
    date: body.date,
    start: body.dayOff ? null : body.start,
    end: body.dayOff ? null : body.end,
    note: body.note || null,
  });
  return presentException(row);
};

/** DELETE exceptions/:id: only one of the professional in scope. */
export const removeException = async (
  db: Db,
  actor: Actor,
  query: AvailabilityScopeQuery,
  id: string,
): Promise<void> => {
  const scope = await requiredScope(db, actor, query);
  if (!(await deleteException(db, scope.id, id))) throw new AppError('not_found');
};

const toDayExceptions = (rows: readonly ExceptionRow[]): DayException[] => {
  const byDate = new Map<string, { start: string; end: string }[]>();
  for (const r of rows) {
    const list = byDate.get(r.date) ?? [];
    if (r.start && r.end) list.push({ start: r.start, end: r.end });
    byDate.set(r.date, list);
  }
  return [...byDate].map(([date, ranges]) => ({ date, ranges }));
};

/**
 * Open and free time of the dates `from`…`to`: weekly hours with each date's exception, minus accepted
 * appointments; with `now`, nothing before now is free.
 */
export const freeTimeOf = async (
  db: Db,
  professionalId: string,
  from: string,
  to: string,
  now?: Date,
): Promise<{ open: Interval[]; free: Interval[] }> => {
  const [weekly, exceptions, accepted] = await Promise.all([
    selectWeekly(db, professionalId),
    selectExceptionsBetween(db, professionalId, from, to),
    selectAcceptedBetween(db, professionalId, amsterdamInstant(from, '00:00'), amsterdamInstant(to, '24:00')),
  ]);
  const open = openIntervals(
    from,
    to,
    weekly.map((w) => ({ ...w, weekday: w.weekday as Weekday })),
    { exceptions: toDayExceptions(exceptions) },
  );
  const past = now ? [{ start: amsterdamInstant(from, '00:00'), end: now }] : [];
  return { open, free: subtractIntervals(open, [...accepted, ...past]) };
};

/** GET /api/dashboard/availability/calendar: open, free and taken time of a window, for the owner. */
export const calendar = async (db: Db, actor: Actor, query: CalendarQuery): Promise<CalendarDto> => {
  const scope = await scopeFor(db, actor, query);
  if (!scope) return { from: query.from, to: query.to, open: [], free: [], booked: [] };
  const [{ open, free }, appointments] = await Promise.all([
    freeTimeOf(db, scope.id, query.from, query.to),
    selectCalendarAppointments(
      db,
      scope.id,
      amsterdamInstant(query.from, '00:00'),
      amsterdamInstant(query.to, '24:00'),
    ),
  ]);
  return {
    from: query.from,
    to: query.to,
    open: open.map(presentInterval),
    free: free.map(presentInterval),
    booked: appointments.map((a) => ({
      id: a.id,
      status: a.status,
      start: a.startsAt.toISOString(),
      end: a.endsAt.toISOString(),
      title: a.serviceTitle,
      requester: a.requesterName,
    })),
  };
};

/** GET /api/appointments/professionals/:id/free (public): free intervals only, from now on. */
export const publicFreeTime = async (
  db: Db,
  professionalId: string,
  window: DateWindowQuery,
  now = new Date(),
): Promise<FreeTimeDto> => {
  if (!(await selectPublicProfessional(db, professionalId))) throw new AppError('professional_not_found');
  const { free } = await freeTimeOf(db, professionalId, window.from, window.to, now);
  return { from: window.from, to: window.to, free: free.map(presentInterval) };
};

/**
 * GET /api/appointments/services/:id/slots (public): slots of the service's duration. Without a window: the
 * next APPOINTMENT_PICKER_DAYS days from today.
 */
export const serviceSlots = async (
  db: Db,
  serviceId: string,
  window: Partial<DateWindowQuery>,
  now = new Date(),
): Promise<ServiceSlotsDto> => {
  const service = await selectBookableService(db, serviceId);
  if (!service) throw new AppError('service_not_found');
  const from = window.from ?? amsterdamDateOf(now);
  const to = window.to ?? addDays(from, APPOINTMENT_PICKER_DAYS - 1);
  const minutes = appointmentMinutes(service.durationMinutes);
  const { free } = await freeTimeOf(db, service.professionalId, from, to, now);
  // Nothing later than a request may start (BOOKING_LIMITS.maxDaysAhead), so every slot shown can be asked.
  const latest = now.getTime() + BOOKING_LIMITS.maxDaysAhead * 86_400_000;
  const starts = slotStarts(free, minutes, now).filter((s) => s.getTime() <= latest);
  const days = [...slotsByDate(starts, minutes)].map(([date, slots]) => ({
    date,
    slots: slots.map(presentInterval),
  }));
  return { serviceId, professionalId: service.professionalId, durationMinutes: minutes, from, to, days };
};
