import { and, asc, count, desc, eq, gte, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isActiveTeamMember } from '../../db/teamMembership';
import {
  events,
  organizationProfiles,
  profileUsers,
  users,
  venueBlockedDates,
  venueBookings,
  venueOpeningHours,
  venueProfiles,
  venueUnits,
} from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

// ---------- Venues and who manages them ----------

/** A venue with its owner and whether the user is on its active team (policy input). */
export const selectVenueForUser = async (db: Conn, venueId: string, userId: string) => {
  const [row] = await db
    .select({
      id: venueProfiles.id,
      name: venueProfiles.name,
      slug: venueProfiles.slug,
      ownerId: venueProfiles.userId,
      maxCapacity: venueProfiles.maxCapacity,
      contactEmail: venueProfiles.ownerEmail,
      isHidden: venueProfiles.isHidden,
    })
    .from(venueProfiles)
    .where(eq(venueProfiles.id, venueId))
    .limit(1);
  if (!row) return null;
  // The shared meaning of "active team member" (server/db/teamMembership.ts).
  return { ...row, isTeamMember: await isActiveTeamMember(db as Db, 'venue', venueId, userId) };
};
export type VenueRow = NonNullable<Awaited<ReturnType<typeof selectVenueForUser>>>;

/** Venues the user owns or works on (active team row), by name. */
export const selectManagedVenues = async (db: Conn, userId: string) =>
  db
    .select({ id: venueProfiles.id, name: venueProfiles.name, slug: venueProfiles.slug })
    .from(venueProfiles)
    .where(
      or(
        eq(venueProfiles.userId, userId),
        sql`${venueProfiles.id} in (select ${profileUsers.profileId} from ${profileUsers}
          where ${profileUsers.userId} = ${userId} and ${profileUsers.profileType} = 'venue'
          and ${profileUsers.status} = 'active')`,
      ),
    )
    .orderBy(asc(venueProfiles.name))
    .limit(50);

export const selectUserEmail = async (db: Conn, userId: string) => {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

/** Organisations the user owns (first) or is an active team member of. */
export const selectActorOrganizations = async (db: Conn, userId: string) =>
  db
    .select({
      id: organizationProfiles.id,
      name: organizationProfiles.organizationName,
      owned: sql<boolean>`${organizationProfiles.userId} = ${userId}`,
    })
    .from(organizationProfiles)
    .where(
      or(
        eq(organizationProfiles.userId, userId),
        sql`${organizationProfiles.id} in (select ${profileUsers.profileId} from ${profileUsers}
          where ${profileUsers.userId} = ${userId} and ${profileUsers.profileType} = 'organization'
          and ${profileUsers.status} = 'active')`,
      ),
    )
    .orderBy(
      desc(sql`${organizationProfiles.userId} = ${userId}`),
      asc(organizationProfiles.organizationName),
    )
    .limit(20);

/** The organisation's events that have not ended yet (to link a booking to), soonest first. */
export const selectOrganizationEvents = async (db: Conn, organizationId: string) =>
  db
    .select({ id: events.id, title: events.title, startDate: events.startDate })
    .from(events)
    .where(
      and(
        eq(events.organizationProfileId, organizationId),
        sql`coalesce(${events.endDate}, ${events.startDate}) > now()`,
        sql`${events.status} not in ('trashed', 'expired')`,
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(100);

export const selectEventOfOrganization = async (db: Conn, eventId: string, organizationId: string) => {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationProfileId, organizationId)))
    .limit(1);
  return row ?? null;
};

// ---------- Units ----------

export const selectUnits = async (db: Conn, venueId: string, activeOnly = false) =>
  db
    .select()
    .from(venueUnits)
    .where(and(eq(venueUnits.venueId, venueId), activeOnly ? eq(venueUnits.isActive, true) : undefined))
    .orderBy(desc(sql`${venueUnits.kind} = 'whole'`), asc(venueUnits.position));
export type UnitRow = Awaited<ReturnType<typeof selectUnits>>[number];

export const selectUnit = async (db: Conn, venueId: string, unitId: string) => {
  const [row] = await db
    .select()
    .from(venueUnits)
    .where(and(eq(venueUnits.id, unitId), eq(venueUnits.venueId, venueId)))
    .limit(1);
  return row ?? null;
};

/** Serialises unit writes of one venue (the limit and the next position are read after this). */
export const lockVenue = async (tx: Tx, venueId: string) => {
  await tx.execute(sql`select 1 from ${venueProfiles} where ${venueProfiles.id} = ${venueId} for update`);
};

export const countUnits = async (db: Conn, venueId: string) => {
  const [row] = await db
    .select({ n: count(), last: max(venueUnits.position) })
    .from(venueUnits)
    .where(eq(venueUnits.venueId, venueId));
  return { n: row?.n ?? 0, lastPosition: row?.last ?? 0 };
};

export type UnitValues = Omit<typeof venueUnits.$inferInsert, 'id' | 'venueId' | 'position' | 'span'>;

export const insertUnit = async (db: Conn, venueId: string, position: number, values: UnitValues) => {
  const [row] = await db
    .insert(venueUnits)
    // span is set by the venue_units_span trigger; the placeholder only satisfies NOT NULL typing.
    .values({ ...values, venueId, position, span: 'empty' })
    .returning();
  return row!;
};

export const updateUnit = async (db: Conn, unitId: string, values: Partial<UnitValues>) => {
  const [row] = await db
    .update(venueUnits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(venueUnits.id, unitId))
    .returning();
  return row ?? null;
};

export const unitHasBookings = async (db: Conn, unitId: string) => {
  const [row] = await db
    .select({ id: venueBookings.id })
    .from(venueBookings)
    .where(eq(venueBookings.unitId, unitId))
    .limit(1);
  return row !== undefined;
};

export const deleteUnit = async (db: Conn, unitId: string) => {
  await db.delete(venueUnits).where(eq(venueUnits.id, unitId));
};

// ---------- Opening hours and blocked dates ----------

export const selectOpeningHours = async (db: Conn, venueId: string) =>
  db
    .select({
      weekday: venueOpeningHours.weekday,
      start: sql<string>`to_char(${venueOpeningHours.opensAt}, 'HH24:MI')`,
      end: sql<string>`case when ${venueOpeningHours.closesAt} = '24:00'::time then '24:00'
        else to_char(${venueOpeningHours.closesAt}, 'HH24:MI') end`,
    })
    .from(venueOpeningHours)
    .where(eq(venueOpeningHours.venueId, venueId))
    .orderBy(asc(venueOpeningHours.weekday), asc(venueOpeningHours.opensAt));

export const replaceOpeningHours = async (
  tx: Tx,
  venueId: string,
  ranges: readonly { weekday: number; start: string; end: string }[],
) => {
  await tx.delete(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId));
  if (ranges.length > 0)
    await tx
      .insert(venueOpeningHours)
      .values(ranges.map((r) => ({ venueId, weekday: r.weekday, opensAt: r.start, closesAt: r.end })));
};

/** Blocked ranges of a venue that touch [from, to] (all of them without a window). */
export const selectBlockedDates = async (db: Conn, venueId: string, from?: string, to?: string) =>
  db
    .select({
      id: venueBlockedDates.id,
      unitId: venueBlockedDates.unitId,
      startsOn: venueBlockedDates.startsOn,
      endsOn: venueBlockedDates.endsOn,
      reason: venueBlockedDates.reason,
    })
    .from(venueBlockedDates)
    .where(
      and(
        eq(venueBlockedDates.venueId, venueId),
        to ? lte(venueBlockedDates.startsOn, to) : undefined,
        from ? gte(venueBlockedDates.endsOn, from) : undefined,
      ),
    )
    .orderBy(asc(venueBlockedDates.startsOn))
    .limit(500);
export type BlockedRow = Awaited<ReturnType<typeof selectBlockedDates>>[number];

export const insertBlockedDate = async (
  db: Conn,
  values: { venueId: string; unitId: string | null; startsOn: string; endsOn: string; reason: string | null },
) => {
  const [row] = await db.insert(venueBlockedDates).values(values).returning();
  return row!;
};

export const deleteBlockedDate = async (db: Conn, venueId: string, id: string) => {
  const rows = await db
    .delete(venueBlockedDates)
    .where(and(eq(venueBlockedDates.id, id), eq(venueBlockedDates.venueId, venueId)))
    .returning({ id: venueBlockedDates.id });
  return rows.length > 0;
};
