import { z } from 'zod';
import { BOOKING_LIMITS, BOOKING_STATUSES, VENUE_UNIT_KINDS, WEEKDAYS } from '../domain/bookings';
import { isCalendarDate, isClockTime, minutesOf } from '../domain/weeklyHours';
import { ERRORS } from '../errors';
import { PageQuery, paged } from './common';

/**
 * Venue hire (issue 12): bookable units, opening hours, blocked dates, the public calendar and booking
 * requests. Server: server/modules/bookings; web: web/features/bookings. Times travel as ISO instants;
 * opening hours and calendar ranges are Amsterdam wall-clock 'HH:mm'.
 */

const L = BOOKING_LIMITS;
const uuid = z.string().uuid('Kies een geldige waarde.');

export const CalendarDate = z
  .string('Kies een datum.')
  .refine(isCalendarDate, 'Gebruik een geldige datum (jjjj-mm-dd).');
export const ClockTime = z.string('Kies een tijd.').refine(isClockTime, 'Gebruik een tijd als 09:00.');

const money = z
  .number('Vul een bedrag in.')
  .min(0, ERRORS.price_negative.message)
  .max(100_000, 'Het bedrag mag maximaal € 100000 zijn.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Gebruik maximaal twee decimalen.')
  .nullable();

export const VenueIdParams = z.object({ venueId: uuid });
export const UnitParams = z.object({ venueId: uuid, unitId: uuid });
export const BlockedDateParams = z.object({ venueId: uuid, blockedId: uuid });
export const BookingIdParams = z.object({ id: uuid });

// ---------- Units ----------

export const UnitWriteBody = z.object({
  name: z
    .string('Geef de ruimte een naam.')
    .trim()
    .min(1, 'Geef de ruimte een naam.')
    .max(100, 'Gebruik maximaal 100 tekens.'),
  kind: z.enum(VENUE_UNIT_KINDS, 'Kies hele locatie of ruimte.').default('room'),
  capacity: z
    .number('Vul de capaciteit in.')
    .int('De capaciteit is een heel getal.')
    .min(1, 'De capaciteit is minstens 1 persoon.')
    .max(100_000, 'Maximaal 100000 personen.'),
  dayRate: money.default(null),
  partDayRate: money.default(null),
});
export type UnitWriteBody = z.infer<typeof UnitWriteBody>;
export const UnitPatchBody = UnitWriteBody.partial().extend({ isActive: z.boolean().optional() });
export type UnitPatchBody = z.infer<typeof UnitPatchBody>;

export const UnitDto = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(VENUE_UNIT_KINDS),
  capacity: z.number().int(),
  dayRate: z.number().nullable(),
  partDayRate: z.number().nullable(),
  isActive: z.boolean(),
});
export type UnitDto = z.infer<typeof UnitDto>;

// ---------- Opening hours ----------

export const OpeningRange = z
  .object({
    weekday: z
      .number('Kies een dag.')
      .int()
      .min(1, 'Kies een dag van maandag tot en met zondag.')
      .max(7, 'Kies een dag van maandag tot en met zondag.'),
    start: ClockTime,
    end: ClockTime,
  })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), {
    message: ERRORS.booking_hours_invalid.message,
    path: ['end'],
  });
export type OpeningRange = z.infer<typeof OpeningRange>;

export const OpeningHoursBody = z
  .object({ ranges: z.array(OpeningRange).max(7 * L.rangesPerWeekday) })
  .superRefine((body, ctx) => {
    for (const day of WEEKDAYS) {
      const ranges = body.ranges
        .filter((r) => r.weekday === day)
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      if (ranges.length > L.rangesPerWeekday)
        ctx.addIssue({ code: 'custom', message: `Maximaal ${L.rangesPerWeekday} tijdvakken per dag.` });
      for (let i = 1; i < ranges.length; i++)
        if (minutesOf(ranges[i]!.start) < minutesOf(ranges[i - 1]!.end))
          ctx.addIssue({ code: 'custom', message: 'De tijdvakken van een dag mogen niet overlappen.' });
    }
  });
export type OpeningHoursBody = z.infer<typeof OpeningHoursBody>;

// ---------- Blocked dates ----------

export const BlockedDateBody = z
  .object({
    startsOn: CalendarDate,
    endsOn: CalendarDate,
    unitId: uuid.nullable().default(null),
    reason: z.string().trim().max(200, 'Gebruik maximaal 200 tekens.').nullable().default(null),
  })
  .refine((b) => b.endsOn >= b.startsOn, {
    message: 'De einddatum ligt op of na de begindatum.',
    path: ['endsOn'],
  });
export type BlockedDateBody = z.infer<typeof BlockedDateBody>;

export const BlockedDateDto = z.object({
  id: z.string(),
  unitId: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string().nullable(),
});
export type BlockedDateDto = z.infer<typeof BlockedDateDto>;

// ---------- Owner setup ----------

export const ManagedVenue = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type ManagedVenue = z.infer<typeof ManagedVenue>;
export const ManagedVenuesResponse = z.object({ items: z.array(ManagedVenue) });
export type ManagedVenuesResponse = z.infer<typeof ManagedVenuesResponse>;

export const VenueHireSetup = z.object({
  venue: ManagedVenue,
  units: z.array(UnitDto),
  openingHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  blockedDates: z.array(BlockedDateDto),
});
export type VenueHireSetup = z.infer<typeof VenueHireSetup>;

// ---------- Public calendar ----------

export const CalendarQuery = z
  .object({ from: CalendarDate, to: CalendarDate })
  .refine((q) => q.to >= q.from, { message: 'De einddatum ligt op of na de begindatum.', path: ['to'] })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < L.calendarMaxDays,
    { message: `Vraag hoogstens ${L.calendarMaxDays} dagen tegelijk op.`, path: ['to'] },
  );
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarDay = z.object({
  date: z.string(),
  /** Opening ranges of the date (wall clock); empty when closed or blocked for the whole venue. */
  open: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Blocked for the whole venue. */
  blocked: z.boolean(),
  /** Units blocked on this date on their own. */
  blockedUnitIds: z.array(z.string()),
  /** Accepted bookings that take a unit (directly or through the whole venue / one of its rooms). */
  busy: z.array(z.object({ unitId: z.string(), startsAt: z.string(), endsAt: z.string() })),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const CalendarResponse = z.object({
  venueId: z.string(),
  units: z.array(UnitDto),
  days: z.array(CalendarDay),
});
export type CalendarResponse = z.infer<typeof CalendarResponse>;

// ---------- Booking requests ----------

export const BookingRequestBody = z
  .object({
    unitId: uuid,
    startsAt: z.iso.datetime({ offset: true, message: 'Kies een geldig begin.' }),
    endsAt: z.iso.datetime({ offset: true, message: 'Kies een geldig einde.' }),
    participants: z
      .number('Vul het verwachte aantal deelnemers in.')
      .int('Het aantal deelnemers is een heel getal.')
      .min(1, 'Minstens 1 deelnemer.')
      .max(100_000, 'Maximaal 100000 deelnemers.'),
    message: z
      .string()
      .trim()
      .max(L.messageMaxLength, `Gebruik maximaal ${L.messageMaxLength} tekens.`)
      .nullable()
      .default(null),
    eventId: uuid.nullable().default(null),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'Het einde ligt na het begin.',
    path: ['endsAt'],
  });
export type BookingRequestBody = z.input<typeof BookingRequestBody>;

/** What the owner side and the requester may set: answer (accept/decline) or cancel. */
export const BookingStatusBody = z.object({
  status: z.enum(['accepted', 'declined', 'cancelled'], 'Kies accepteren, afwijzen of annuleren.'),
});
export type BookingStatusBody = z.infer<typeof BookingStatusBody>;

export const BookingEventBody = z.object({ eventId: uuid.nullable() });
export type BookingEventBody = z.infer<typeof BookingEventBody>;

export const BookingDto = z.object({
  id: z.string(),
  venue: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  unit: z.object({ id: z.string(), name: z.string(), kind: z.enum(VENUE_UNIT_KINDS) }),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  event: z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  participants: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** What the actor may do with it now. */
  abilities: z.object({ answer: z.boolean(), cancel: z.boolean(), linkEvent: z.boolean() }),
});
export type BookingDto = z.infer<typeof BookingDto>;

export const BookingListQuery = PageQuery.extend({
  status: z.enum(BOOKING_STATUSES, 'Kies een geldige status.').optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuery>;

export const BookingCounts = z.object({
  requested: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
});
export const VenueBookingsResponse = paged(BookingDto).extend({ counts: BookingCounts });
export type VenueBookingsResponse = z.infer<typeof VenueBookingsResponse>;

/** The venue page's booking section: who asks, which events they may link, and their requests here. */
export const MyVenueBookingsResponse = paged(BookingDto).extend({
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  events: z.array(z.object({ id: z.string(), title: z.string(), startDate: z.string() })),
});
export type MyVenueBookingsResponse = z.infer<typeof MyVenueBookingsResponse>;
