import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/client';
import {
  eventCategories,
  eventOccurrences,
  eventSessions,
  eventSpeakerLineup,
  eventTickets,
  eventViews,
  events,
  organizationProfiles,
  speakers,
  venueProfiles,
} from '../../../db/schema';
import { selectCardRows } from '../search/queries';

/** Visitors see published events that are not in the trash (drafts and cancelled ones are not public). */
export const publicEvent = () => and(eq(events.status, 'published'), isNull(events.deletedAt));

/** The public event row by id or by slug, with its main type. */
export const selectPublicEvent = async (db: Db, by: { id: string } | { slug: string }) => {
  const [row] = await db
    .select({
      event: events,
      mainType: { slug: eventCategories.slug, name: eventCategories.name },
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.mainTypeId))
    .where(and(publicEvent(), 'id' in by ? eq(events.id, by.id) : eq(events.slug, by.slug)))
    .limit(1);
  return row ?? null;
};

export type PublicEventRecord = NonNullable<Awaited<ReturnType<typeof selectPublicEvent>>>;

export const selectActiveTickets = (db: Db, eventId: string) =>
  db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.isActive, true)))
    .orderBy(asc(eventTickets.sortOrder), asc(eventTickets.price), asc(eventTickets.name));

export const selectOccurrences = (db: Db, eventId: string) =>
  db
    .select({ startDate: eventOccurrences.startDate, endDate: eventOccurrences.endDate })
    .from(eventOccurrences)
    .where(eq(eventOccurrences.eventId, eventId))
    .orderBy(asc(eventOccurrences.startDate));

export const selectSessions = (db: Db, eventId: string) =>
  db
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.startTime));

/** The speaker line-up in its order. */
export const selectSpeakers = (db: Db, eventId: string) =>
  db
    .select({
      id: speakers.id,
      name: speakers.name,
      bio: speakers.bio,
      title: speakers.title,
      company: speakers.company,
      imageUrl: speakers.imageUrl,
    })
    .from(eventSpeakerLineup)
    .innerJoin(speakers, eq(speakers.id, eventSpeakerLineup.speakerId))
    .where(eq(eventSpeakerLineup.eventId, eventId))
    .orderBy(asc(eventSpeakerLineup.orderIndex), asc(speakers.name));

export const selectOrganization = async (db: Db, id: string | null) => {
  if (!id) return null;
  const [row] = await db
    .select({
      name: organizationProfiles.organizationName,
      slug: organizationProfiles.slug,
      logoUrl: organizationProfiles.logoUrl,
      profileImageUrl: organizationProfiles.profileImageUrl,
      tagline: organizationProfiles.tagline,
      city: organizationProfiles.city,
      isPremium: organizationProfiles.isPremium,
      isVerified: organizationProfiles.isVerified,
    })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.id, id))
    .limit(1);
  return row ?? null;
};

export const selectVenue = async (db: Db, id: string | null) => {
  if (!id) return null;
  const [row] = await db
    .select({
      name: venueProfiles.name,
      slug: venueProfiles.slug,
      profileImageUrl: venueProfiles.profileImageUrl,
      coverImageUrl: venueProfiles.coverImageUrl,
      city: venueProfiles.city,
      address: venueProfiles.address,
      maxCapacity: venueProfiles.maxCapacity,
    })
    .from(venueProfiles)
    .where(eq(venueProfiles.id, id))
    .limit(1);
  return row ?? null;
};

/** Upcoming public events of the same main type, soonest first (premium organisers first, spec §9). */
export const selectRelatedRows = (db: Db, eventId: string, mainTypeId: string, now: Date, limit: number) =>
  selectCardRows(
    db,
    and(publicEvent(), eq(events.mainTypeId, mainTypeId), ne(events.id, eventId), gte(events.startDate, now)),
    [sql`${events.isPremiumOrganizer} desc`, asc(events.startDate), asc(events.id)],
    limit,
  );

/**
 * Count a view unless the same visitor (user, or hashed IP + session cookie) was counted for this event in
 * the last hour. The check and insert run in one statement; view_count follows in the same transaction.
 */
export const insertViewUnlessRecent = async (
  db: Db,
  view: { eventId: string; viewerId: string | null; visitorHash: string },
  now: Date,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const since = new Date(now.getTime() - 60 * 60_000);
    const inserted = await executeRows<{ id: string }>(
      tx,
      sql`insert into ${eventViews} (event_id, viewer_id, visitor_hash, created_at)
        select ${view.eventId}::uuid, ${view.viewerId}::uuid, ${view.visitorHash}, ${now.toISOString()}::timestamptz
        where not exists (
          select 1 from ${eventViews} where ${eventViews.eventId} = ${view.eventId}::uuid
            and ${eventViews.visitorHash} = ${view.visitorHash}
            and ${eventViews.viewedAt} > ${since.toISOString()}::timestamptz)
        returning id`,
    );
    if (inserted.length === 0) return false;
    await tx
      .update(events)
      .set({ viewCount: sql`${events.viewCount} + 1`, updatedAt: sql`${events.updatedAt}` })
      .where(eq(events.id, view.eventId));
    return true;
  });
