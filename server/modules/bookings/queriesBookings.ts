import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../core/domain/bookings';
import type { Db } from '../../db/client';
import { events, organizationProfiles, venueBookings, venueProfiles, venueUnits } from '../../db/schema';
import type { Tx } from './queries';

type Conn = Db | Tx;

/** Venue hire: the SQL of booking requests (the calendar's busy times, requests, answers, lists). */

// ---------- Bookings ----------

/** Accepted bookings of a venue in [start, end), with the units whose span they take (calendar). */
export const selectBusy = async (db: Conn, venueId: string, start: Date, end: Date) =>
  db
    .select({
      unitId: venueUnits.id,
      startsAt: venueBookings.startsAt,
      endsAt: venueBookings.endsAt,
    })
    .from(venueBookings)
    .innerJoin(
      venueUnits,
      and(eq(venueUnits.venueId, venueBookings.venueId), sql`${venueUnits.span} && ${venueBookings.span}`),
    )
    .where(
      and(
        eq(venueBookings.venueId, venueId),
        eq(venueBookings.status, 'accepted'),
        sql`tstzrange(${venueBookings.startsAt}, ${venueBookings.endsAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(venueBookings.startsAt))
    .limit(2000);

/** Does an accepted booking take the unit's span at any moment of [start, end)? */
export const acceptedOverlapExists = async (db: Conn, unitId: string, start: Date, end: Date) => {
  const [row] = await db
    .select({ id: venueBookings.id })
    .from(venueBookings)
    .innerJoin(venueUnits, eq(venueUnits.id, unitId))
    .where(
      and(
        eq(venueBookings.venueId, venueUnits.venueId),
        eq(venueBookings.status, 'accepted'),
        sql`${venueBookings.span} && ${venueUnits.span}`,
        sql`tstzrange(${venueBookings.startsAt}, ${venueBookings.endsAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertBooking = async (
  db: Conn,
  values: {
    unitId: string;
    venueId: string;
    requesterId: string;
    organizationProfileId: string;
    eventId: string | null;
    startsAt: Date;
    endsAt: Date;
    participants: number;
    message: string | null;
  },
) => {
  // span (and venue_id) are copied from the unit by the venue_bookings_span trigger.
  const [row] = await db
    .insert(venueBookings)
    .values({ ...values, span: 'empty' })
    .returning({ id: venueBookings.id });
  return row!.id;
};

const bookingColumns = {
  id: venueBookings.id,
  venueId: venueBookings.venueId,
  venueName: venueProfiles.name,
  venueSlug: venueProfiles.slug,
  venueOwnerId: venueProfiles.userId,
  unitId: venueUnits.id,
  unitName: venueUnits.name,
  unitKind: venueUnits.kind,
  organizationId: organizationProfiles.id,
  organizationName: organizationProfiles.organizationName,
  organizationSlug: organizationProfiles.slug,
  eventId: events.id,
  eventTitle: events.title,
  eventSlug: events.slug,
  requesterId: venueBookings.requesterId,
  startsAt: venueBookings.startsAt,
  endsAt: venueBookings.endsAt,
  participants: venueBookings.participants,
  message: venueBookings.message,
  status: venueBookings.status,
  createdAt: venueBookings.createdAt,
  respondedAt: venueBookings.respondedAt,
};

const bookingSelect = (db: Conn) =>
  db
    .select(bookingColumns)
    .from(venueBookings)
    .innerJoin(venueProfiles, eq(venueProfiles.id, venueBookings.venueId))
    .innerJoin(venueUnits, eq(venueUnits.id, venueBookings.unitId))
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, venueBookings.organizationProfileId))
    .leftJoin(events, eq(events.id, venueBookings.eventId));

export const selectBooking = async (db: Conn, id: string) => {
  const [row] = await bookingSelect(db).where(eq(venueBookings.id, id)).limit(1);
  return row ?? null;
};
export type BookingRow = NonNullable<Awaited<ReturnType<typeof selectBooking>>>;

/** Locks the request row, so two answers to one request run one after the other. */
export const lockBooking = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ status: venueBookings.status })
    .from(venueBookings)
    .where(eq(venueBookings.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const updateBookingStatus = async (
  tx: Tx,
  id: string,
  status: BookingStatus,
  responderId: string | null,
) => {
  await tx
    .update(venueBookings)
    .set({
      status,
      updatedAt: new Date(),
      ...(responderId ? { respondedAt: new Date(), responderId } : {}),
    })
    .where(eq(venueBookings.id, id));
};

export const updateBookingEvent = async (db: Conn, id: string, eventId: string | null) => {
  await db.update(venueBookings).set({ eventId, updatedAt: new Date() }).where(eq(venueBookings.id, id));
};

/** One page of a venue's requests, newest first (venue_bookings_venue_created_idx). */
export const selectVenueBookingsPage = async (
  db: Conn,
  venueId: string,
  status: BookingStatus | undefined,
  limit: number,
  offset: number,
) =>
  bookingSelect(db)
    .where(and(eq(venueBookings.venueId, venueId), status ? eq(venueBookings.status, status) : undefined))
    .orderBy(desc(venueBookings.createdAt), desc(venueBookings.id))
    .limit(limit)
    .offset(offset);

export const countVenueBookings = async (db: Conn, venueId: string) => {
  const rows = await db
    .select({ status: venueBookings.status, n: count() })
    .from(venueBookings)
    .where(eq(venueBookings.venueId, venueId))
    .groupBy(venueBookings.status);
  const counts = { requested: 0, accepted: 0, declined: 0, cancelled: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
};

/** The requests of these organisations at one venue, newest first. */
export const selectOrganizationBookingsAtVenue = async (
  db: Conn,
  venueId: string,
  organizationIds: string[],
  limit: number,
  offset: number,
) => {
  if (organizationIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(venueBookings.venueId, venueId),
    inArray(venueBookings.organizationProfileId, organizationIds),
  );
  const [rows, [total]] = await Promise.all([
    bookingSelect(db)
      .where(where)
      .orderBy(desc(venueBookings.createdAt), desc(venueBookings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(venueBookings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
