import { z } from 'zod';
import { BOOKING_LIMITS, BOOKING_STATUSES, WEEKDAYS } from '../domain/bookings';
import { isCalendarDate, isClockTime, minutesOf } from '../domain/weeklyHours';
import { paged } from './common';

/**
 * A professional's availability and the appointment requests members send from a service page (issue 12).
 * Server: server/modules/appointments; web: web/features/appointments. Times on the wire: weekly hours and
 * exceptions as Amsterdam wall-clock 'HH:mm' (an end may be '24:00'), moments as ISO instants.
 */

const uuid = z.string().uuid();
const clock = z.string().refine(isClockTime, 'Gebruik een tijd als 09:30.');
const calendarDate = z.string().refine(isCalendarDate, 'Kies een geldige datum.');
const isoInstant = z.iso.datetime({ offset: true, message: 'Kies een geldig moment.' });

const END_AFTER_START = 'De eindtijd moet na de begintijd liggen.';

export const WeeklyRange = z
  .object({
    weekday: z
      .number()
      .int()
      .refine((d) => (WEEKDAYS as readonly number[]).includes(d), 'Kies een dag van de week.'),
    start: clock,
    end: clock,
  })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), { message: END_AFTER_START, path: ['end'] });
export type WeeklyRangeDto = { weekday: number; start: string; end: string };

/**
 * PUT /api/dashboard/availability: the whole week at once (it replaces the stored week). At most 3 ranges a
 * day; ranges of one day may not overlap or touch (we refuse rather than merge, so what the professional
 * sees is what is stored).
 */
export const WeeklyAvailabilityBody = z
  .object({ ranges: z.array(WeeklyRange).max(WEEKDAYS.length * BOOKING_LIMITS.rangesPerWeekday) })
  .superRefine((body, ctx) => {
    for (const day of WEEKDAYS) {
      const ranges = body.ranges
        .map((r, index) => ({ ...r, index }))
        .filter((r) => r.weekday === day)
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      if (ranges.length > BOOKING_LIMITS.rangesPerWeekday)
        ctx.addIssue({
          code: 'custom',
          path: ['ranges', ranges[0]?.index ?? 0, 'weekday'],
          message: `Gebruik maximaal ${BOOKING_LIMITS.rangesPerWeekday} tijdvakken per dag.`,
        });
      for (let i = 1; i < ranges.length; i += 1) {
        const prev = ranges[i - 1];
        const cur = ranges[i];
        if (prev && cur && minutesOf(cur.start) <= minutesOf(prev.end))
          ctx.addIssue({
            code: 'custom',
            path: ['ranges', cur.index, 'start'],
            message: 'Tijdvakken van één dag mogen elkaar niet overlappen.',
          });
      }
    }
  });
export type WeeklyAvailabilityBody = z.infer<typeof WeeklyAvailabilityBody>;

/** A dashboard call may name the professional (admins: any; others: one they own or belong to). */
export const AvailabilityScopeQuery = z.object({ professionalId: uuid.optional() });
export type AvailabilityScopeQuery = z.infer<typeof AvailabilityScopeQuery>;

export const AvailabilityProfessional = z.object({ id: uuid, name: z.string(), slug: z.string() });

export const AvailabilityDto = z.object({
  /** null: the actor has no professional profile yet. */
  professional: AvailabilityProfessional.nullable(),
  ranges: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
});
export type AvailabilityDto = z.infer<typeof AvailabilityDto>;

/** POST /api/dashboard/availability/exceptions: a day off (no times) or other hours for one date. */
export const ExceptionBody = z
  .object({
    date: calendarDate,
    dayOff: z.boolean(),
    start: clock.nullable().default(null),
    end: clock.nullable().default(null),
    note: z.string().trim().max(200, 'Gebruik maximaal 200 tekens.').nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.dayOff) return;
    if (!b.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Vul een begintijd in.' });
    if (!b.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Vul een eindtijd in.' });
    if (b.start && b.end && minutesOf(b.end) <= minutesOf(b.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: END_AFTER_START });
  });
export type ExceptionBody = z.infer<typeof ExceptionBody>;
export type ExceptionInput = z.input<typeof ExceptionBody>;

export const ExceptionDto = z.object({
  id: uuid,
  date: z.string(),
  /** null: a day off. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  note: z.string().nullable(),
});
export type ExceptionDto = z.infer<typeof ExceptionDto>;

export const ExceptionListQuery = AvailabilityScopeQuery.extend({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const ExceptionList = paged(ExceptionDto);
export type ExceptionList = z.infer<typeof ExceptionList>;

export const IdParams = z.object({ id: uuid });

/** A window of Amsterdam dates, both included, at most BOOKING_LIMITS.calendarMaxDays long. */
const checkWindow = (w: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (w.to < w.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'De einddatum moet na de begindatum liggen.' });
  else if (
    (Date.parse(`${w.to}T00:00:00Z`) - Date.parse(`${w.from}T00:00:00Z`)) / 86_400_000 >=
    BOOKING_LIMITS.calendarMaxDays
  )
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Vraag maximaal ${BOOKING_LIMITS.calendarMaxDays} dagen tegelijk op.`,
    });
};
export const DateWindowQuery = z.object({ from: calendarDate, to: calendarDate }).superRefine(checkWindow);
export type DateWindowQuery = z.infer<typeof DateWindowQuery>;
/** The slots of a service: the next weeks by default, or a window. */
export const SlotsQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .superRefine((w, ctx) => {
    if (w.from && w.to) checkWindow({ from: w.from, to: w.to }, ctx);
  });
export type SlotsQuery = z.infer<typeof SlotsQuery>;
export const CalendarQuery = z
  .object({ from: calendarDate, to: calendarDate, professionalId: uuid.optional() })
  .superRefine(checkWindow);
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const IntervalDto = z.object({ start: z.string(), end: z.string() });
export type IntervalDto = z.infer<typeof IntervalDto>;

/** GET /api/appointments/professionals/:id/free: free time only, never who booked or why. */
export const FreeTimeDto = z.object({ from: z.string(), to: z.string(), free: z.array(IntervalDto) });
export type FreeTimeDto = z.infer<typeof FreeTimeDto>;

/** GET /api/appointments/services/:id/slots: bookable slots of the service's duration per Amsterdam date. */
export const ServiceSlotsDto = z.object({
  serviceId: uuid,
  professionalId: uuid,
  durationMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(IntervalDto) })),
});
export type ServiceSlotsDto = z.infer<typeof ServiceSlotsDto>;

export const ServiceIdParams = z.object({ serviceId: uuid });
export const ProfessionalIdParams = z.object({ professionalId: uuid });

/** POST /api/appointments/services/:serviceId/requests: the end follows from the service's duration. */
export const AppointmentRequestBody = z.object({
  startsAt: isoInstant,
  message: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.messageMaxLength, `Gebruik maximaal ${BOOKING_LIMITS.messageMaxLength} tekens.`)
    .nullable()
    .default(null),
});
export type AppointmentRequestBody = z.infer<typeof AppointmentRequestBody>;
export type AppointmentRequestInput = z.input<typeof AppointmentRequestBody>;

export const AppointmentStatus = z.enum(BOOKING_STATUSES);

/** PATCH /api/appointments/:id: the professional accepts, declines or cancels; the requester cancels. */
export const AppointmentStatusBody = z.object({
  status: z.enum(['accepted', 'declined', 'cancelled'], 'Kies accepteren, afwijzen of annuleren.'),
});
export type AppointmentStatusBody = z.infer<typeof AppointmentStatusBody>;

/** A request as both sides see it; the requester's name only reaches the professional side. */
export const AppointmentDto = z.object({
  id: uuid,
  status: AppointmentStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  service: z.object({ id: uuid, title: z.string() }).nullable(),
  professional: z.object({ id: uuid, name: z.string(), slug: z.string() }),
  requester: z.object({ name: z.string() }).nullable(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canCancel: z.boolean(),
});
export type AppointmentDto = z.infer<typeof AppointmentDto>;

export const AppointmentListQuery = AvailabilityScopeQuery.extend({
  status: AppointmentStatus.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type AppointmentListQuery = z.infer<typeof AppointmentListQuery>;

/** GET /api/dashboard/appointments: incoming requests, newest first, with counts per status for the tabs. */
export const AppointmentList = paged(AppointmentDto).extend({
  counts: z.record(AppointmentStatus, z.number().int()),
});
export type AppointmentList = z.infer<typeof AppointmentList>;

/** GET /api/appointments/services/:serviceId/mine: may I request, and my requests to this professional. */
export const MyAppointmentsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const MyAppointments = paged(AppointmentDto).extend({
  canRequest: z.boolean(),
  /** Why not: 'own' = this is the actor's own professional profile. */
  reason: z.enum(['own']).nullable(),
});
export type MyAppointments = z.infer<typeof MyAppointments>;

/** GET /api/dashboard/availability/calendar: open, free and taken time of a window (owner side). */
export const CalendarDto = z.object({
  from: z.string(),
  to: z.string(),
  open: z.array(IntervalDto),
  free: z.array(IntervalDto),
  booked: z.array(
    IntervalDto.extend({
      id: uuid,
      status: AppointmentStatus,
      title: z.string().nullable(),
      requester: z.string(),
    }),
  ),
});
export type CalendarDto = z.infer<typeof CalendarDto>;
