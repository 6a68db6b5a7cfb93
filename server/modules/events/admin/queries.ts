import { type SQL, and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AdminEventListQuery } from '../../../../core/schemas/adminEvents';
import type { Db } from '../../../db/client';
import { eventTickets, events, organizationProfiles, profiles, users } from '../../../db/schema';
import { totalColumn } from '../../../db/paging';
import { searchCondition } from '../manage/queries';

/**
 * SQL of the admin's events (issue 16, /admin/evenementen and /admin/evenement/{eventId}). The list filters read
 * the indexes the dashboard and the search use: the trigram index for text, (status, start_date) for a status,
 * the organiser and organisation indexes, event_reports (event_id, created_at) for 'reported'.
 */

/** Dutch calendar days of the date filter. */
const dayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Amsterdam')`;

const escapeLike = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** An open report (resolved_at null) of the event in the outer query. */
const hasOpenReport = sql`exists (select 1 from event_reports r
  where r.event_id = ${events.id} and r.resolved_at is null)`;

const statusCondition = (status: AdminEventListQuery['status']): SQL => {
  if (status === 'trashed') return or(eq(events.status, 'trashed'), isNotNull(events.deletedAt)) as SQL;
  const live = and(isNull(events.deletedAt), ne(events.status, 'trashed')) as SQL;
  return status ? (and(live, eq(events.status, status)) as SQL) : live;
};

/** Every filter of the admin list as one WHERE. */
export const adminEventsWhere = (query: AdminEventListQuery): SQL | undefined =>
  and(
    statusCondition(query.status),
    query.q && query.q.length >= 2 ? searchCondition(query.q) : undefined,
    query.organizer
      ? or(eq(events.organizerId, query.organizer), eq(events.organizationProfileId, query.organizer))
      : undefined,
    query.city ? ilike(events.city, escapeLike(query.city)) : undefined,
    query.from ? sql`${events.startDate} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${events.startDate} < ${dayStart(query.to, 1)}` : undefined,
    query.reported ? hasOpenReport : undefined,
    query.featured ? isNotNull(events.featuredAt) : undefined,
  );

/** Who organises it as a name: the stored organiser name, the organisation, the organiser's profile or account. */
const organizerName = sql<
  string | null
>`coalesce(${events.organizerName}, ${organizationProfiles.organizationName}, ${profiles.fullName}, ${users.name})`;

export const selectAdminEventPage = (
  db: Db,
  where: SQL | undefined,
  input: { narrow: boolean; page: number; pageSize: number },
) =>
  db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      status: events.status,
      startDate: events.startDate,
      city: events.city,
      organizerName,
      featuredAt: events.featuredAt,
      deletedAt: events.deletedAt,
      createdAt: events.createdAt,
      openReports: sql<number>`(select count(*) from event_reports r
        where r.event_id = ${events.id} and r.resolved_at is null)::int`.mapWith(Number),
      total: totalColumn(input.narrow),
    })
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .leftJoin(profiles, eq(profiles.id, events.organizerId))
    .where(where)
    .orderBy(desc(events.startDate), asc(events.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
export type AdminEventRow = Awaited<ReturnType<typeof selectAdminEventPage>>[number];

export const countAdminEvents = async (db: Db, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(events)
    .where(where);
  return row?.n ?? 0;
};

/** The facts of /admin/evenement/{eventId}: the event, its organiser and organisation, tickets sold. */
export const selectAdminEventFacts = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      status: events.status,
      startDate: events.startDate,
      endDate: events.endDate,
      isOnline: events.isOnline,
      location: events.location,
      city: events.city,
      organizerName: events.organizerName,
      organizerId: events.organizerId,
      organizerFullName: profiles.fullName,
      organizerAccountName: users.name,
      organizerEmail: users.email,
      organizationId: organizationProfiles.id,
      organizationName: organizationProfiles.organizationName,
      organizationSlug: organizationProfiles.slug,
      viewCount: events.viewCount,
      savedCount: events.savedCount,
      featuredAt: events.featuredAt,
      createdAt: events.createdAt,
      publishedAt: events.publishedAt,
      deletedAt: events.deletedAt,
      ticketsSold: sql<number>`(select coalesce(sum(${eventTickets.soldCount}), 0)
        from ${eventTickets} where ${eventTickets.eventId} = ${events.id})::int`.mapWith(Number),
    })
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .leftJoin(profiles, eq(profiles.id, events.organizerId))
    .where(eq(events.id, id))
    .limit(1);
  return row ?? null;
};
export type AdminEventFactsRow = NonNullable<Awaited<ReturnType<typeof selectAdminEventFacts>>>;

/** The event locked for a feature change, as it is now. */
export const lockEventForFeature = async (tx: Db, id: string) => {
  const [row] = await tx
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      deletedAt: events.deletedAt,
      featuredAt: events.featuredAt,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const setEventFeaturedAt = async (tx: Db, id: string, featuredAt: Date | null): Promise<void> => {
  await tx.update(events).set({ featuredAt }).where(eq(events.id, id));
};

/** An organisation profile by id, for a create on behalf (the admin picked it). */
export const selectOrganizationName = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: organizationProfiles.id, name: organizationProfiles.organizationName })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.id, id))
    .limit(1);
  return row ?? null;
};

/** Titles of the events a bulk action names (those that exist). */
export const selectEventTitles = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.title]));
};
