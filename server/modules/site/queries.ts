import { asc, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { contactMessages, roadmapItems } from '../../db/schema';

/** Roadmap in board order: status (planned → in progress → done, the enum's order), then sort order. */
export const selectRoadmapItems = (db: Db) =>
  db
    .select({
      id: roadmapItems.id,
      title: roadmapItems.title,
      description: roadmapItems.description,
      status: roadmapItems.status,
      category: roadmapItems.category,
      targetQuarter: roadmapItems.targetQuarter,
      votes: roadmapItems.votes,
    })
    .from(roadmapItems)
    .orderBy(asc(roadmapItems.status), asc(roadmapItems.sortOrder), asc(roadmapItems.title));

export type RoadmapRow = Awaited<ReturnType<typeof selectRoadmapItems>>[number];

export type SiteCountsRow = {
  upcoming_events: number;
  organizations: number;
  venues: number;
  professionals: number;
  members: number;
  cities: number;
};

/** All landing-page counters in one round trip. */
export const selectSiteCounts = async (db: Db, now: Date): Promise<SiteCountsRow> => {
  const [row] = await executeRows<SiteCountsRow>(
    db,
    sql`
      with upcoming as (
        select city from events
        where status = 'published' and deleted_at is null and start_date >= ${now.toISOString()}::timestamptz
      )
      select
        (select count(*) from upcoming)::int as upcoming_events,
        (select count(*) from organization_profiles)::int as organizations,
        (select count(*) from venue_profiles)::int as venues,
        (select count(*) from professionals where status = 'published')::int as professionals,
        (select count(*) from profiles where suspended_at is null)::int as members,
        (select count(distinct lower(trim(city))) from upcoming where coalesce(trim(city), '') <> '')::int as cities`,
  );
  if (!row) throw new Error('site counts returned no row');
  return row;
};

export type NewContactMessage = typeof contactMessages.$inferInsert;

export const insertContactMessage = async (db: Db, values: NewContactMessage): Promise<{ id: string }> => {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row;
};
