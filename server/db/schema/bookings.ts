import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, tstz, updatedAt } from './columns';
import { bookingStatus, venueUnitKind } from './enums';
import { events } from './events';
import { organizationProfiles } from './organizations';
import { professionalServices, professionals } from './professionals';
import { venueProfiles } from './venues';

/** A Postgres int4range, read and written in its text form ('[1,2)'). */
const int4range = customType<{ data: string }>({ dataType: () => 'int4range' });

const venueRef = () =>
  uuid('venue_id')
    .notNull()
    .references(() => venueProfiles.id, { onDelete: 'cascade' });

const weekdayCheck = (name: string, column: Parameters<typeof sql>[1]) =>
  check(name, sql`${column} between 1 and 7`);

/**
 * What a venue hires out: the whole venue or one room, with its capacity and rates (EUR excl. VAT).
 * `position` numbers the rooms of a venue; `span` (kept by a trigger, migration 0011) is the range of room
 * positions a booking of this unit takes: one room is [position, position+1), the whole venue every position.
 * The exclusion constraint on venue_bookings compares spans, so a whole-venue booking and a room booking of
 * the same venue can never overlap in time, while two different rooms can.
 */
export const venueUnits = pgTable(
  'venue_units',
  {
    id: id(),
    venueId: venueRef(),
    name: text('name').notNull(),
    kind: venueUnitKind('kind').notNull().default('room'),
    position: integer('position').notNull(),
    span: int4range('span').notNull(),
    capacity: integer('capacity').notNull(),
    dayRate: money('day_rate'),
    partDayRate: money('part_day_rate'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('venue_units_name_unique').on(t.venueId, t.name),
    unique('venue_units_position_unique').on(t.venueId, t.position),
    check('venue_units_capacity_positive', sql`${t.capacity} > 0`),
    check('venue_units_position_positive', sql`${t.position} > 0`),
    check(
      'venue_units_rates_non_negative',
      sql`(${t.dayRate} is null or ${t.dayRate} >= 0) and (${t.partDayRate} is null or ${t.partDayRate} >= 0)`,
    ),
  ],
);

/** Recurring opening hours of a venue: one row per range, ISO weekday (1 = Monday), Amsterdam wall-clock. */
export const venueOpeningHours = pgTable(
  'venue_opening_hours',
  {
    id: id(),
    venueId: venueRef(),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [
    index('venue_opening_hours_venue_idx').on(t.venueId, t.weekday),
    weekdayCheck('venue_opening_hours_weekday_range', t.weekday),
    check('venue_opening_hours_closes_after_opens', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** Dates a venue (or one unit of it, when unit_id is set) cannot be hired, inclusive on both ends. */
export const venueBlockedDates = pgTable(
  'venue_blocked_dates',
  {
    id: id(),
    venueId: venueRef(),
    unitId: uuid('unit_id').references(() => venueUnits.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_blocked_dates_venue_idx').on(t.venueId, t.startsOn),
    check('venue_blocked_dates_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A request to hire a unit of a venue. Two accepted bookings of overlapping spans can never overlap in time:
 * `venue_bookings_no_overlap` (migration 0011) is an exclusion constraint over
 * (venue_id =, span &&, tstzrange(starts_at, ends_at) &&) where status = 'accepted'.
 */
export const venueBookings = pgTable(
  'venue_bookings',
  {
    id: id(),
    venueId: venueRef(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => venueUnits.id, { onDelete: 'cascade' }),
    /** Copied from the unit by a trigger at insert, so the constraint needs no join. */
    span: int4range('span').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    organizationProfileId: uuid('organization_profile_id').references(() => organizationProfiles.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    participants: integer('participants').notNull(),
    message: text('message'),
    status: bookingStatus('status').notNull().default('requested'),
    respondedAt: tstz('responded_at'),
    responderId: uuid('responder_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venue_bookings_venue_idx').on(t.venueId, t.startsAt),
    index('venue_bookings_venue_created_idx').on(t.venueId, t.createdAt),
    index('venue_bookings_requester_idx').on(t.requesterId, t.createdAt),
    index('venue_bookings_organization_idx').on(t.organizationProfileId),
    check('venue_bookings_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('venue_bookings_participants_positive', sql`${t.participants} > 0`),
  ],
);

/** A professional's weekly hours (ISO weekday, Amsterdam wall-clock). */
export const professionalAvailability = pgTable(
  'professional_availability',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('professional_availability_professional_idx').on(t.professionalId, t.weekday),
    weekdayCheck('professional_availability_weekday_range', t.weekday),
    check('professional_availability_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Exceptions to the weekly hours on one date: a day off (no times) or other hours that replace the week's
 * hours of that date.
 */
export const professionalAvailabilityExceptions = pgTable(
  'professional_availability_exceptions',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    startsAt: time('starts_at'),
    endsAt: time('ends_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('professional_availability_exceptions_idx').on(t.professionalId, t.day),
    check(
      'professional_availability_exceptions_times',
      sql`(${t.startsAt} is null and ${t.endsAt} is null) or (${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/**
 * A member's request for a professional's free slot (from a service page). Accepted requests of one
 * professional never overlap: `professional_bookings_no_overlap` (migration 0011).
 */
export const professionalBookings = pgTable(
  'professional_bookings',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => professionalServices.id, { onDelete: 'set null' }),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    message: text('message'),
    status: bookingStatus('status').notNull().default('requested'),
    respondedAt: tstz('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professional_bookings_professional_idx').on(t.professionalId, t.startsAt),
    index('professional_bookings_requester_idx').on(t.requesterId, t.createdAt),
    check('professional_bookings_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
