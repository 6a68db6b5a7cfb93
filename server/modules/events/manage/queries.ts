import { type SQL, and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DashboardEventTab } from '../../../../core/schemas/eventWrite';
import type { Db } from '../../../db/client';
import {
  eventCategories,
  eventCategoryMapping,
  eventOccurrences,
  eventRecurrenceRules,
  eventSessions,
  eventSpeakerLineup,
  eventTickets,
  events,
  organizationProfiles,
  profileUsers,
  speakers,
  userRoles,
  venueProfiles,
} from '../../../db/schema';

/** The venue an event takes place at: venue_profile_id, falling back to the older venue_id. */
const eventVenueId = sql`coalesce(${events.venueProfileId}, ${events.venueId})`;

const activeMembership = (
  type: 'organization' | 'venue',
  profileId: SQL,
  userId: string,
): SQL<boolean> => sql<boolean>`exists (
  select 1 from ${profileUsers} pu
  where pu.profile_type = ${type} and pu.profile_id = ${profileId} and pu.user_id = ${userId}
    and pu.status = 'active')`;

/** Profiles of a type the user owns or is an active team member of. */
const profilesOfUser = (type: 'organization' | 'venue', userId: string): SQL => {
  const owned = type === 'organization' ? organizationProfiles : venueProfiles;
  return sql`select id from ${owned} where user_id = ${userId}
    union select profile_id from ${profileUsers}
      where user_id = ${userId} and profile_type = ${type} and status = 'active'`;
};

/**
 * Events a user is part of: organised, of an organisation or venue they own or are an active member of.
 * Each part compares one column with a fixed list (`= any(array(...))`, computed once), not with a
 * subquery or through coalesce(), so PostgreSQL combines events_organizer_idx, events_organization_idx,
 * events_venue_idx and events_legacy_venue_idx in one bitmap and reads only the user's rows. The OR over
 * IN-subqueries and coalesce() read the whole table for every dashboard page and count (100 000 events).
 * The last part is the older venue_id, for events without venue_profile_id (as eventVenueId).
 */
export const eventsOfUser = (userId: string): SQL => {
  const venues = profilesOfUser('venue', userId);
  return sql`(
  ${events.organizerId} = ${userId}
  or ${events.organizationProfileId} = any(array(${profilesOfUser('organization', userId)}))
  or ${events.venueProfileId} = any(array(${venues}))
  or (${events.venueProfileId} is null and ${events.venueId} is not null
    and ${events.venueId} = any(array(${venues}))))`;
};

/**
 * Ids of the events a user is part of (eventsOfUser), trash left out: what the analytics dashboard sums per
 * event. Reads the same indexes as the dashboard list.
 */
export const selectEventIdsOfUser = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eventsOfUser(userId), isNull(events.deletedAt), ne(events.status, 'trashed')));
  return rows.map((row) => row.id);
};

/** Dashboard tabs of spec §4; 'all' leaves out the trash. */
export const tabCondition = (tab: DashboardEventTab, now: Date): SQL => {
  const live = and(isNull(events.deletedAt), ne(events.status, 'trashed')) as SQL;
  const at = now.toISOString();
  switch (tab) {
    case 'upcoming':
      return sql`${live} and ${events.status} = 'published' and ${events.startDate} >= ${at}::timestamptz`;
    case 'published':
      return sql`${live} and ${events.status} = 'published'`;
    case 'draft':
      return sql`${live} and ${events.status} = 'draft'`;
    case 'cancelled':
      return sql`${live} and ${events.status} = 'cancelled'`;
    case 'past':
      return sql`${live} and (${events.status} = 'expired'
        or (${events.status} = 'published' and ${events.startDate} < ${at}::timestamptz))`;
    case 'trashed':
      return sql`(${events.status} = 'trashed' or ${events.deletedAt} is not null)`;
    case 'all':
      return live;
  }
};

/** Accent- and case-insensitive "contains" on the search text the trigger keeps. */
export const searchCondition = (q: string): SQL => {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${events.searchText} like '%' || lower(unaccent(${escaped})) || '%'`;
};

/**
 * The events a dashboard list covers: the user's own (eventsOfUser), or every event when `userId` is null (an
 * admin), narrowed by the search text when given.
 */
export const dashboardScope = (input: { userId: string | null; q: string | undefined }): SQL | undefined => {
  const base = input.userId === null ? undefined : eventsOfUser(input.userId);
  return input.q ? and(base, searchCondition(input.q)) : base;
};

const tabOrder = (tab: DashboardEventTab): SQL[] => {
  switch (tab) {
    case 'upcoming':
      return [asc(events.startDate), asc(events.id)];
    case 'draft':
      return [desc(events.updatedAt), asc(events.id)];
    case 'trashed':
      return [sql`${events.deletedAt} desc nulls last`, asc(events.id)];
    default:
      return [desc(events.startDate), asc(events.id)];
  }
};

export const selectDashboardPage = (
  db: Db,
  input: { scope: SQL | undefined; tab: DashboardEventTab; now: Date; page: number; pageSize: number },
) =>
  db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      status: events.status,
      startDate: events.startDate,
      endDate: events.endDate,
      city: events.city,
      imageUrl: events.imageUrl,
      savedCount: events.savedCount,
      viewCount: events.viewCount,
      organizerName: events.organizerName,
      isRecurring: sql<boolean>`exists (select 1 from ${eventRecurrenceRules} r where r.event_id = ${events.id})`,
    })
    .from(events)
    .where(and(input.scope, tabCondition(input.tab, input.now)))
    .orderBy(...tabOrder(input.tab))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);

export type DashboardRow = Awaited<ReturnType<typeof selectDashboardPage>>[number];

/** One count per tab in one pass over the actor's events. */
export const selectTabCounts = async (
  db: Db,
  scope: SQL | undefined,
  tabs: readonly DashboardEventTab[],
  now: Date,
): Promise<Record<DashboardEventTab, number>> => {
  const columns = Object.fromEntries(
    tabs.map((tab) => [
      tab,
      sql<number>`(count(*) filter (where ${tabCondition(tab, now)}))::int`.mapWith(Number),
    ]),
  );
  const [row] = await db.select(columns).from(events).where(scope);
  return row as Record<DashboardEventTab, number>;
};

/** The facts the edit policy needs, by id or slug, for one actor. */
export const selectEventAccess = async (db: Db, key: { id: string } | { slug: string }, actorId: string) => {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      status: events.status,
      title: events.title,
      startDate: events.startDate,
      publishedAt: events.publishedAt,
      deletedAt: events.deletedAt,
      organizerId: events.organizerId,
      organizationProfileId: events.organizationProfileId,
      organizationOwnerId: organizationProfiles.userId,
      venueOwnerId: venueProfiles.userId,
      memberOfOrganization: activeMembership('organization', sql`${events.organizationProfileId}`, actorId),
      memberOfVenue: activeMembership('venue', eventVenueId, actorId),
    })
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .leftJoin(venueProfiles, sql`${venueProfiles.id} = ${eventVenueId}`)
    .where('id' in key ? eq(events.id, key.id) : eq(events.slug, key.slug))
    .limit(1);
  return row ?? null;
};
export type EventAccessRow = NonNullable<Awaited<ReturnType<typeof selectEventAccess>>>;

/** Everything the editor loads, children in their display order. */
export const selectEditorGraph = async (db: Db, eventId: string) => {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return null;
  const venueId = event.venueProfileId ?? event.venueId;
  const [tickets, sessions, lineup, categories, recurrence, occurrences, venue] = await Promise.all([
    db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.eventId, eventId))
      .orderBy(asc(eventTickets.sortOrder)),
    db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(asc(eventSessions.startTime)),
    db
      .select({
        name: speakers.name,
        title: speakers.title,
        company: speakers.company,
        bio: speakers.bio,
        imageUrl: speakers.imageUrl,
      })
      .from(eventSpeakerLineup)
      .innerJoin(speakers, eq(speakers.id, eventSpeakerLineup.speakerId))
      .where(eq(eventSpeakerLineup.eventId, eventId))
      .orderBy(asc(eventSpeakerLineup.orderIndex)),
    db
      .select({ id: eventCategories.id, slug: eventCategories.slug })
      .from(eventCategoryMapping)
      .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryMapping.categoryId))
      .where(eq(eventCategoryMapping.eventId, eventId))
      .orderBy(asc(eventCategories.slug)),
    db.select().from(eventRecurrenceRules).where(eq(eventRecurrenceRules.eventId, eventId)).limit(1),
    db
      .select({ startDate: eventOccurrences.startDate, endDate: eventOccurrences.endDate })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, eventId))
      .orderBy(asc(eventOccurrences.startDate)),
    venueId ? selectVenueOptions(db, { id: venueId }) : Promise.resolve([]),
  ]);
  const mainTypeSlug = event.mainTypeId
    ? ((
        await db
          .select({ slug: eventCategories.slug })
          .from(eventCategories)
          .where(eq(eventCategories.id, event.mainTypeId))
      )[0]?.slug ?? null)
    : null;
  return {
    event,
    mainTypeSlug,
    tickets,
    sessions,
    speakers: lineup,
    categories,
    recurrence: recurrence[0] ?? null,
    occurrences,
    venue: venue[0] ?? null,
  };
};
export type EditorGraph = NonNullable<Awaited<ReturnType<typeof selectEditorGraph>>>;

/** Listed venues for the picker (name or city contains q), or one venue by id. */
export const selectVenueOptions = (db: Db, filter: { q?: string | undefined; id?: string }) => {
  const q = filter.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: venueProfiles.id,
      name: venueProfiles.name,
      city: venueProfiles.city,
      address: venueProfiles.address,
      latitude: venueProfiles.latitude,
      longitude: venueProfiles.longitude,
    })
    .from(venueProfiles)
    .where(
      and(
        filter.id ? eq(venueProfiles.id, filter.id) : undefined,
        q ? or(ilike(venueProfiles.name, `%${q}%`), ilike(venueProfiles.city, `%${q}%`)) : undefined,
      ),
    )
    .orderBy(asc(venueProfiles.name))
    .limit(20);
};

export type VenueOptionRow = Awaited<ReturnType<typeof selectVenueOptions>>[number];

/** Category ids by slug (active ones only). */
export const selectCategoryIds = async (db: Db, slugs: string[]): Promise<Map<string, string>> => {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: eventCategories.id, slug: eventCategories.slug })
    .from(eventCategories)
    .where(and(inArray(eventCategories.slug, slugs), eq(eventCategories.isActive, true)));
  return new Map(rows.map((r) => [r.slug, r.id]));
};

/** The organisation's owner holds the premium organisation role. */
const premiumOwner = sql<boolean>`exists (
  select 1 from ${userRoles} ur
  where ur.user_id = ${organizationProfiles.userId} and ur.role = 'organization_premium')`;

/**
 * The organisation an event is written for: a given one, or the actor's own. With whether the actor is an
 * active team member of it and whether its owner holds the premium organisation role.
 */
export const selectOrganizationForActor = async (db: Db, actorId: string, organizationId: string | null) => {
  const [row] = await db
    .select({
      id: organizationProfiles.id,
      name: organizationProfiles.organizationName,
      ownerId: organizationProfiles.userId,
      isPremium: organizationProfiles.isPremium,
      actorIsMember: activeMembership('organization', sql`${organizationProfiles.id}`, actorId),
      ownerIsPremium: premiumOwner,
    })
    .from(organizationProfiles)
    .where(
      organizationId ? eq(organizationProfiles.id, organizationId) : eq(organizationProfiles.userId, actorId),
    )
    .limit(1);
  return row ?? null;
};
export type OrganizationForActor = NonNullable<Awaited<ReturnType<typeof selectOrganizationForActor>>>;

/**
 * Events first published in [from, to) by an organisation (or, without one, by an organiser): what the
 * monthly plan limit counts. published_at is set once, on the first publication, and never cleared.
 */
export const countPublishedBetween = async (
  db: Db,
  owner: { organizationProfileId: string } | { organizerId: string },
  from: Date,
  to: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(events)
    .where(
      and(
        'organizationProfileId' in owner
          ? eq(events.organizationProfileId, owner.organizationProfileId)
          : and(eq(events.organizerId, owner.organizerId), isNull(events.organizationProfileId)),
        sql`${events.publishedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${events.publishedAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
};

/** A premium organisation: the profile is premium or its owner holds the premium organisation role. */
export const isPremiumOrganization = async (db: Db, organizationId: string): Promise<boolean> => {
  const [row] = await db
    .select({ premium: sql<boolean>`(${organizationProfiles.isPremium} or ${premiumOwner})` })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.id, organizationId));
  return Boolean(row?.premium);
};

/**
 * Serialise first publications of one plan owner until the transaction ends, so two saves cannot both pass
 * the monthly limit.
 */
export const lockPlanOwner = async (tx: Db, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};

/** Does any user_roles row give this user the premium organisation role? */
export const holdsPremiumOrganizationRole = async (db: Db, userId: string): Promise<boolean> => {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'organization_premium')))
    .limit(1);
  return rows.length > 0;
};
