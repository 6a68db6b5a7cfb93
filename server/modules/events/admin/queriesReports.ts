import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { eventReports, profiles, users } from '../../../db/schema';

/**
 * SQL of members' event reports (issue 16). Open = resolved_at null; the partial index event_reports_open_idx
 * serves the admin dashboard's count, event_reports_event_idx the reports of one event.
 */

/** Open reports of every event (the admin dashboard's 'reports waiting'). */
export const countOpenReports = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(eventReports)
    .where(isNull(eventReports.resolvedAt));
  return row?.n ?? 0;
};

/**
 * A member's report, one open report per member per event: the pair is serialised by a transaction lock, so
 * two clicks cannot both pass the check. Null when the member already has an open report of this event.
 */
export const insertReportOnce = (db: Db, input: { eventId: string; reporterId: string; reason: string }) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`event-report:${input.eventId}:${input.reporterId}`}))`,
    );
    const [open] = await tx
      .select({ id: eventReports.id })
      .from(eventReports)
      .where(
        and(
          eq(eventReports.eventId, input.eventId),
          eq(eventReports.reporterId, input.reporterId),
          isNull(eventReports.resolvedAt),
        ),
      )
      .limit(1);
    if (open) return null;
    const [row] = await tx
      .insert(eventReports)
      .values(input)
      .returning({ id: eventReports.id, createdAt: eventReports.createdAt });
    return row ?? null;
  });

const reporterProfiles = alias(profiles, 'reporter_profile');
const reporterUsers = alias(users, 'reporter_user');
const resolverProfiles = alias(profiles, 'resolver_profile');
const resolverUsers = alias(users, 'resolver_user');

/** Every report of an event, newest first, with who reported and who resolved it. */
export const selectEventReports = (db: Db, eventId: string, limit: number) =>
  db
    .select({
      id: eventReports.id,
      reason: eventReports.reason,
      createdAt: eventReports.createdAt,
      resolvedAt: eventReports.resolvedAt,
      reporterFullName: reporterProfiles.fullName,
      reporterAccountName: reporterUsers.name,
      reporterEmail: reporterUsers.email,
      resolverFullName: resolverProfiles.fullName,
      resolverAccountName: resolverUsers.name,
      resolverEmail: resolverUsers.email,
    })
    .from(eventReports)
    .leftJoin(reporterUsers, eq(reporterUsers.id, eventReports.reporterId))
    .leftJoin(reporterProfiles, eq(reporterProfiles.id, eventReports.reporterId))
    .leftJoin(resolverUsers, eq(resolverUsers.id, eventReports.resolvedBy))
    .leftJoin(resolverProfiles, eq(resolverProfiles.id, eventReports.resolvedBy))
    .where(eq(eventReports.eventId, eventId))
    .orderBy(desc(eventReports.createdAt))
    .limit(limit);
export type EventReportRow = Awaited<ReturnType<typeof selectEventReports>>[number];

/** The report of this event, locked for resolving. */
export const lockReport = async (tx: Db, eventId: string, reportId: string) => {
  const [row] = await tx
    .select({ id: eventReports.id, resolvedAt: eventReports.resolvedAt, reason: eventReports.reason })
    .from(eventReports)
    .where(and(eq(eventReports.id, reportId), eq(eventReports.eventId, eventId)))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const markReportResolved = async (
  tx: Db,
  reportId: string,
  input: { resolvedAt: Date; resolvedBy: string },
): Promise<void> => {
  await tx.update(eventReports).set(input).where(eq(eventReports.id, reportId));
};
