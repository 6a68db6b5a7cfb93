import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events, organizationProfiles, users } from '../../../db/schema';

/** What the followers' notification of a newly published event says: title, start, organiser and its name. */
export const selectEventAnnouncement = async (db: Db, eventId: string) => {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      startDate: events.startDate,
      organizerId: events.organizerId,
      organizerName: sql<
        string | null
      >`coalesce(${organizationProfiles.organizationName}, ${events.organizerName}, ${users.name})`,
    })
    .from(events)
    .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
};
