import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../core/domain/bookings';
import { ACTIVE_SERVICE_STATUSES } from '../../../core/schemas/services';
import type { Db } from '../../db/client';
import { professionalBookings, professionalServices, professionals, profiles, users } from '../../db/schema';

/**
 * The SQL of appointment requests and the professional they are for (weekly hours and exceptions:
 * queriesAvailability.ts). Appointments per professional and time (professional_bookings_professional_idx) or per requester
 * (professional_bookings_requester_idx). The exclusion constraint professional_bookings_no_overlap is the
 * last word on overlapping accepted appointments.
 */

export {
  type ProfessionalScope,
  selectProfessionalById,
  selectProfessionalForUser,
} from '../../db/professionalScope';

/** A published, visible professional (the public free-time API). */
export const selectPublicProfessional = async (
  db: Db,
  professionalId: string,
): Promise<{ id: string } | null> => {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(
      and(
        eq(professionals.id, professionalId),
        eq(professionals.status, 'published'),
        eq(professionals.isHidden, false),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** A public service (active, of a published visible professional) as a request needs it. */
export const selectBookableService = async (db: Db, serviceId: string) => {
  const [row] = await db
    .select({
      id: professionalServices.id,
      title: professionalServices.title,
      durationMinutes: professionalServices.durationMinutes,
      professionalId: professionals.id,
      professionalUserId: professionals.userId,
      professionalName: professionals.businessName,
      professionalSlug: professionals.slug,
    })
    .from(professionalServices)
    .innerJoin(professionals, eq(professionals.id, professionalServices.professionalId))
    .where(
      and(
        eq(professionalServices.id, serviceId),
        inArray(professionalServices.status, [...ACTIVE_SERVICE_STATUSES]),
        eq(professionals.status, 'published'),
        eq(professionals.isHidden, false),
      ),
    )
    .limit(1);
  return row ?? null;
};
export type BookableService = NonNullable<Awaited<ReturnType<typeof selectBookableService>>>;

// Appointments

/** Accepted appointments of a professional that overlap [start, end). */
export const selectAcceptedBetween = async (
  db: Db,
  professionalId: string,
  start: Date,
  end: Date,
): Promise<{ start: Date; end: Date }[]> =>
  db
    .select({ start: professionalBookings.startsAt, end: professionalBookings.endsAt })
    .from(professionalBookings)
    .where(
      and(
        eq(professionalBookings.professionalId, professionalId),
        eq(professionalBookings.status, 'accepted'),
        lt(professionalBookings.startsAt, end),
        gt(professionalBookings.endsAt, start),
      ),
    );

const requesterName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name}, 'Onbekend lid')`;

const appointmentColumns = {
  id: professionalBookings.id,
  status: professionalBookings.status,
  startsAt: professionalBookings.startsAt,
  endsAt: professionalBookings.endsAt,
  message: professionalBookings.message,
  createdAt: professionalBookings.createdAt,
  respondedAt: professionalBookings.respondedAt,
  requesterId: professionalBookings.requesterId,
  requesterName,
  requesterEmail: users.email,
  serviceId: professionalServices.id,
  serviceTitle: professionalServices.title,
  professionalId: professionals.id,
  professionalName: professionals.businessName,
  professionalSlug: professionals.slug,
  professionalUserId: professionals.userId,
};

const appointmentsFrom = (db: Db, columns: typeof appointmentColumns) =>
  db
    .select(columns)
    .from(professionalBookings)
    .innerJoin(professionals, eq(professionals.id, professionalBookings.professionalId))
    .leftJoin(professionalServices, eq(professionalServices.id, professionalBookings.serviceId))
    .leftJoin(users, eq(users.id, professionalBookings.requesterId))
    .leftJoin(profiles, eq(profiles.id, professionalBookings.requesterId));

export type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentsFrom>['execute']>>[number];

/** Requested and accepted appointments of a professional overlapping [start, end), for the owner's calendar. */
export const selectCalendarAppointments = async (
  db: Db,
  professionalId: string,
  start: Date,
  end: Date,
): Promise<AppointmentRow[]> =>
  appointmentsFrom(db, appointmentColumns)
    .where(
      and(
        eq(professionalBookings.professionalId, professionalId),
        inArray(professionalBookings.status, ['requested', 'accepted']),
        lt(professionalBookings.startsAt, end),
        gt(professionalBookings.endsAt, start),
      ),
    )
    .orderBy(asc(professionalBookings.startsAt))
    .limit(500);

export const selectAppointment = async (db: Db, id: string): Promise<AppointmentRow | null> => {
  const [row] = await appointmentsFrom(db, appointmentColumns)
    .where(eq(professionalBookings.id, id))
    .limit(1);
  return row ?? null;
};

/** Incoming requests of a professional (optionally one status), newest first; a page, the total and counts. */
export const selectIncoming = async (
  db: Db,
  professionalId: string,
  status: BookingStatus | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: AppointmentRow[]; total: number; counts: Record<string, number> }> => {
  const mine = eq(professionalBookings.professionalId, professionalId);
  const where = status ? and(mine, eq(professionalBookings.status, status)) : mine;
  const [rows, counted] = await Promise.all([
    appointmentsFrom(db, appointmentColumns)
      .where(where)
      .orderBy(desc(professionalBookings.createdAt), desc(professionalBookings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ status: professionalBookings.status, n: count() })
      .from(professionalBookings)
      .where(mine)
      .groupBy(professionalBookings.status),
  ]);
  const counts = Object.fromEntries(counted.map((c) => [c.status, c.n]));
  const total = status ? (counts[status] ?? 0) : counted.reduce((sum, c) => sum + c.n, 0);
  return { rows, total, counts };
};

/** A requester's appointments with one professional, newest first. */
export const selectMine = async (
  db: Db,
  requesterId: string,
  professionalId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: AppointmentRow[]; total: number }> => {
  const where = and(
    eq(professionalBookings.requesterId, requesterId),
    eq(professionalBookings.professionalId, professionalId),
  );
  const [rows, [counted]] = await Promise.all([
    appointmentsFrom(db, appointmentColumns)
      .where(where)
      .orderBy(desc(professionalBookings.createdAt), desc(professionalBookings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(professionalBookings).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

export const insertAppointment = async (
  db: Db,
  values: {
    professionalId: string;
    serviceId: string;
    requesterId: string;
    startsAt: Date;
    endsAt: Date;
    message: string | null;
  },
): Promise<string> => {
  const [row] = await db
    .insert(professionalBookings)
    .values(values)
    .returning({ id: professionalBookings.id });
  if (!row) throw new Error('appointment insert returned nothing');
  return row.id;
};

/**
 * Move an appointment from `from` to `to` in one transaction, under a row lock, so two answers to one request
 * cannot both win. Accepting may raise 23P01 (professional_bookings_no_overlap): another accepted appointment
 * overlaps, and the whole transaction (this request stays requested) is rolled back. `after` runs in the same
 * transaction once the status moved (the other side's notification).
 */
export const moveAppointment = async (
  db: Db,
  id: string,
  from: readonly BookingStatus[],
  to: BookingStatus,
  now: Date,
  after?: (tx: Db) => Promise<unknown>,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: professionalBookings.status })
      .from(professionalBookings)
      .where(eq(professionalBookings.id, id))
      .for('update');
    if (!locked || !from.includes(locked.status)) return false;
    await tx
      .update(professionalBookings)
      .set({ status: to, respondedAt: now, updatedAt: now })
      .where(eq(professionalBookings.id, id));
    await after?.(tx);
    return true;
  });

/** The address of a professional's owner, for the new-request mail. */
export const selectUserEmail = async (
  db: Db,
  userId: string,
): Promise<{ email: string; name: string } | null> => {
  const [row] = await db
    .select({
      email: users.email,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
