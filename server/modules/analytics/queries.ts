import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';

/**
 * Read-only SQL of the dashboards. Every query starts from an index: event_daily_stats by its primary key
 * (event_id, day) for the actor's events, user_follows (following_id, created_at), the review tables
 * (subject, created_at), venue_favorites (venue_id, created_at), venue_bookings (venue_id, created_at) and
 * (venue_id, starts_at), opening hours (venue_id, weekday) and blocked dates (venue_id, starts_on).
 * Amsterdam days throughout: `created_at AT TIME ZONE 'Europe/Amsterdam'`, as the rollup triggers do.
 */

const TZ = 'Europe/Amsterdam';

/** One text parameter cast to uuid[]: one bind value whatever the number of ids, on PGlite and postgres.js. */
const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Amsterdam midnight at the start of a yyyy-MM-dd day, as timestamptz. */
const dayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${TZ})`;

export type Profile = { id: string; name: string; ownerId: string };

/** The organisation the user owns, else the first one they are an active team member of. */
export const selectOrganizationOfUser = async (db: Db, userId: string): Promise<Profile | null> => {
  const rows = await executeRows<Profile>(
    db,
    sql`select o.id, o.organization_name as name, o.user_id as "ownerId" from organization_profiles o
      where o.user_id = ${userId}
         or o.id in (select profile_id from profile_users
                     where user_id = ${userId} and profile_type = 'organization' and status = 'active')
      order by (o.user_id = ${userId}) desc, o.created_at limit 1`,
  );
  return rows[0] ?? null;
};

/** The venue the user owns, else the first one they are an active team member of. */
export const selectVenueOfUser = async (db: Db, userId: string): Promise<Profile | null> => {
  const rows = await executeRows<Profile>(
    db,
    sql`select v.id, v.name, v.user_id as "ownerId" from venue_profiles v
      where v.user_id = ${userId}
         or v.id in (select profile_id from profile_users
                     where user_id = ${userId} and profile_type = 'venue' and status = 'active')
      order by (v.user_id = ${userId}) desc, v.created_at limit 1`,
  );
  return rows[0] ?? null;
};

export type DailyEventRow = {
  day: string | null;
  eventId: string | null;
  slug: string | null;
  title: string | null;
  views: number;
  saves: number;
};

/**
 * Views and saves of the events per day over [previousFrom, to], and the `top` events of [from, to] (most
 * viewed, then most saved) with their slug and title, in one statement and one pass over event_daily_stats
 * (primary key (event_id, day)): grouping sets give the per-day and the per-event sums from the same rows.
 */
export const selectEventStats = async (
  db: Db,
  eventIds: readonly string[],
  window: { previousFrom: string; from: string; to: string },
  top: number,
): Promise<DailyEventRow[]> => {
  if (eventIds.length === 0) return [];
  return executeRows<DailyEventRow>(
    db,
    sql`with g as (
        select s.day, s.event_id,
          (case when grouping(s.day) = 0 then sum(s.views)
                else coalesce(sum(s.views) filter (where s.day >= ${window.from}::date), 0) end)::int as views,
          (case when grouping(s.day) = 0 then sum(s.saves)
                else coalesce(sum(s.saves) filter (where s.day >= ${window.from}::date), 0) end)::int as saves
        from event_daily_stats s
        where s.event_id = any(${uuidArray(eventIds)})
          and s.day >= ${window.previousFrom}::date and s.day <= ${window.to}::date
        group by grouping sets ((s.day), (s.event_id)))
      select g.day::text as day, null::uuid as "eventId", null::text as slug, null::text as title, g.views, g.saves
        from g where g.day is not null
      union all
      select null, t.event_id, e.slug, e.title, t.views, t.saves
        from (select * from g where g.event_id is not null and (g.views > 0 or g.saves > 0)
              order by g.views desc, g.saves desc, g.event_id limit ${top}) t
        join events e on e.id = t.event_id`,
  );
};

/** Ids of the live events held at a venue (venue_profile_id, or the older venue_id). */
export const selectEventIdsAtVenue = async (db: Db, venueId: string): Promise<string[]> => {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select id from events
      where (venue_profile_id = ${venueId} or (venue_profile_id is null and venue_id = ${venueId}))
        and deleted_at is null and status <> 'trashed'`,
  );
  return rows.map((r) => r.id);
};

export type DayCount = { day: string; n: number };

/** Per Amsterdam day from `from`: how many rows of a (subject, created_at)-indexed table. */
const countPerDay = (table: SQL, subject: SQL, id: string, from: string, extra: SQL = sql``) =>
  sql`select (created_at at time zone ${TZ})::date::text as day, count(*)::int as n
    from ${table} where ${subject} = ${id} and created_at >= ${dayStart(from)} ${extra}
    group by 1`;

/** New followers of a user per day since `from`. */
export const selectFollowersPerDay = (db: Db, userId: string, from: string) =>
  executeRows<DayCount>(db, countPerDay(sql`user_follows`, sql`following_id`, userId, from));

/** New saves of a venue per day since `from`. */
export const selectVenueSavesPerDay = (db: Db, venueId: string, from: string) =>
  executeRows<DayCount>(db, countPerDay(sql`venue_favorites`, sql`venue_id`, venueId, from));

export type BookingDayRow = { day: string; requests: number; accepted: number };

/** Booking requests received per day since `from`, and how many of them are accepted now. */
export const selectBookingRequestsPerDay = (db: Db, venueId: string, from: string) =>
  executeRows<BookingDayRow>(
    db,
    sql`select (created_at at time zone ${TZ})::date::text as day, count(*)::int as requests,
        (count(*) filter (where status = 'accepted'))::int as accepted
      from venue_bookings where venue_id = ${venueId} and created_at >= ${dayStart(from)}
      group by 1`,
  );

export type RatingDayRow = { day: string | null; total: number; n: number };

/**
 * Ratings per day since `from` (sum and count), plus one row with day null for everything before `from`: the
 * starting point of the running average.
 */
export const selectRatingsPerDay = (db: Db, subject: 'organization' | 'venue', id: string, from: string) => {
  const table = subject === 'organization' ? sql`organization_reviews` : sql`venue_reviews`;
  const column = subject === 'organization' ? sql`organization_id` : sql`venue_id`;
  return executeRows<RatingDayRow>(
    db,
    sql`select case when created_at >= ${dayStart(from)}
                    then (created_at at time zone ${TZ})::date::text end as day,
        sum(rating)::int as total, count(*)::int as n
      from ${table} where ${column} = ${id} and is_visible
      group by 1`,
  );
};

/** New reviews of an organisation and new followers of its owner since an instant (overview tiles). */
export const selectOrganizationNews = async (db: Db, org: Profile, since: Date) => {
  const [row] = await executeRows<{ reviews: number; followers: number }>(
    db,
    sql`select
      (select count(*)::int from organization_reviews
        where organization_id = ${org.id} and created_at >= ${since.toISOString()}::timestamptz) as reviews,
      (select count(*)::int from user_follows
        where following_id = ${org.ownerId} and created_at >= ${since.toISOString()}::timestamptz) as followers`,
  );
  return row ?? { reviews: 0, followers: 0 };
};

export type OpeningRow = { weekday: number; opensAt: string; closesAt: string };
export type BlockedRow = { startsOn: string; endsOn: string };
export type BookedRow = { startsAt: string; endsAt: string };

/** What occupancy needs for [from, to): weekly hours, whole-venue blocked dates, accepted bookings. */
export const selectOccupancyFacts = async (db: Db, venueId: string, from: string, to: string) => {
  const [hours, blocked, booked] = await Promise.all([
    executeRows<OpeningRow>(
      db,
      sql`select weekday::int as weekday, opens_at::text as "opensAt", closes_at::text as "closesAt"
        from venue_opening_hours where venue_id = ${venueId} order by weekday, opens_at`,
    ),
    executeRows<BlockedRow>(
      db,
      sql`select starts_on::text as "startsOn", ends_on::text as "endsOn" from venue_blocked_dates
        where venue_id = ${venueId} and unit_id is null and starts_on <= ${to}::date and ends_on >= ${from}::date`,
    ),
    executeRows<BookedRow>(
      db,
      sql`select starts_at as "startsAt", ends_at as "endsAt" from venue_bookings
        where venue_id = ${venueId} and status = 'accepted'
          and starts_at < ${dayStart(to)} and starts_at >= ${dayStart(from)} - interval '14 days'
          and ends_at > ${dayStart(from)}`,
    ),
  ]);
  return { hours, blocked, booked };
};

/** Booking requests of a venue waiting for an answer. */
export const countVenueRequestsWaiting = async (db: Db, venueId: string): Promise<number> => {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from venue_bookings where venue_id = ${venueId} and status = 'requested'`,
  );
  return row?.n ?? 0;
};

/** A professional's services (not deleted) and booking requests waiting for an answer. */
export const selectProfessionalFigures = async (db: Db, userId: string) => {
  const [row] = await executeRows<{ services: number; requests: number }>(
    db,
    sql`with p as (select id from professionals where user_id = ${userId} limit 1)
      select
        (select count(*)::int from professional_services s where s.professional_id in (select id from p)) as services,
        (select count(*)::int from professional_bookings b
          where b.professional_id in (select id from p) and b.status = 'requested') as requests`,
  );
  return row ?? { services: 0, requests: 0 };
};

/** A participant's saved upcoming events, and new events (last 30 days) of the organisers they follow. */
export const selectParticipantFigures = async (db: Db, userId: string, now: Date, since: Date) => {
  const [row] = await executeRows<{ saved: number; followed: number }>(
    db,
    sql`select
      (select count(*)::int from event_favorites f join events e on e.id = f.event_id
        where f.user_id = ${userId} and e.status = 'published' and e.deleted_at is null
          and e.start_date >= ${now.toISOString()}::timestamptz) as saved,
      (select count(*)::int from events e
        where e.organizer_id = any(array(select following_id from user_follows where follower_id = ${userId}))
          and e.status = 'published' and e.deleted_at is null
          and e.published_at >= ${since.toISOString()}::timestamptz) as followed`,
  );
  return row ?? { saved: 0, followed: 0 };
};
