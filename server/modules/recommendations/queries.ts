import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import {
  RECOMMENDATION_SAVES_CONSIDERED,
  RECOMMENDATION_WEIGHTS as W,
  RECOMMENDATION_WINDOW_DAYS,
} from '../../../core/domain/recommendations';
import type { GeoPoint } from '../../../core/schemas/geo';
import { type Db, executeRows } from '../../db/client';
import { eventCategories, events, userInterests } from '../../db/schema';
import { selectCardRows } from '../events';
import { withinRadius } from '../geo';

export type InterestsRow = typeof userInterests.$inferSelect;

/** The participant's interests row, or null before the first save. */
export const selectInterests = async (db: Db, userId: string): Promise<InterestsRow | null> => {
  const [row] = await db.select().from(userInterests).where(eq(userInterests.userId, userId)).limit(1);
  return row ?? null;
};

/** Which of these ids are active event types or subtypes (by primary key). */
export const selectActiveCategoryIds = async (db: Db, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(and(inArray(eventCategories.id, ids), eq(eventCategories.isActive, true)));
  return rows.map((r) => r.id);
};

/** Save the chosen types and subtypes; the personalisation columns keep their values. */
export const upsertInterestCategories = async (
  db: Db,
  userId: string,
  categoryIds: string[],
): Promise<InterestsRow> => {
  const [row] = await db
    .insert(userInterests)
    .values({ userId, categoryIds })
    .onConflictDoUpdate({ target: userInterests.userId, set: { categoryIds, updatedAt: new Date() } })
    .returning();
  return row!;
};

export type PersonalisationValues = {
  homeCity: string | null;
  homeLatitude: number | null;
  homeLongitude: number | null;
  radiusKm: number;
  languages: string[];
};

/** Save home place, radius and languages; the chosen categories keep their values. */
export const upsertPersonalisation = async (
  db: Db,
  userId: string,
  values: PersonalisationValues,
): Promise<InterestsRow> => {
  const [row] = await db
    .insert(userInterests)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userInterests.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
};

/** Does the user follow anyone, or has the user saved any event? (both on the unique (user, …) indexes) */
export const selectHasFollowsOrSaves = async (db: Db, userId: string): Promise<boolean> => {
  const [row] = await executeRows<{ any: boolean }>(
    db,
    sql`select (exists (select 1 from user_follows where follower_id = ${userId})
      or exists (select 1 from event_favorites where user_id = ${userId})) as any`,
  );
  return row?.any === true;
};

const arrayOf = (values: readonly string[], type: 'uuid' | 'text'): SQL =>
  values.length === 0
    ? sql.raw(`'{}'::${type}[]`)
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;

export type RankingInput = {
  userId: string;
  categoryIds: string[];
  home: { point: GeoPoint; radiusKm: number } | null;
  /** Every chosen language (adds weight) and the ones that bring events in (not Dutch). */
  languages: string[];
  candidateLanguages: string[];
  now: Date;
  limit: number;
  offset: number;
};

export type RankedRow = {
  id: string;
  interest: boolean;
  followed: boolean;
  saved_similar: boolean;
  nearby: boolean;
  language: boolean;
  category_name: string | null;
  main_type_name: string | null;
  organizer: string | null;
  language_code: string | null;
  total: number;
};

const flag = (condition: SQL | null): SQL => condition ?? sql`false`;

/**
 * One page of recommended events with the signals that hold for each, ranked by the weights of
 * core/domain/recommendations. The candidates are bounded by indexed conditions: published, not deleted and
 * starting within the window (events_public_start_idx), not the user's own (organiser or organisation they
 * own) and not saved by them (event_favorites_unique); the signals then read the category mapping
 * (primary key), the user's follows and saves (their unique indexes) and the coordinates box.
 */
export const selectRankedPage = async (db: Db, input: RankingInput): Promise<RankedRow[]> => {
  const { userId, now } = input;
  const until = new Date(now.getTime() + RECOMMENDATION_WINDOW_DAYS * 86_400_000);
  const cats = arrayOf(input.categoryIds, 'uuid');
  const interest =
    input.categoryIds.length > 0
      ? sql`(e.main_type_id = any(${cats}) or exists (select 1 from event_category_mapping m
          where m.event_id = e.id and m.category_id = any(${cats})))`
      : null;
  const followed = sql`(e.organizer_id in (select following_id from user_follows where follower_id = ${userId})
    or e.organization_profile_id in (select op.id from organization_profiles op
      join user_follows uf on uf.following_id = op.user_id where uf.follower_id = ${userId}))`;
  const savedSimilar = sql`e.main_type_id in (select s.main_type_id from events s where s.id in (
      select f.event_id from event_favorites f where f.user_id = ${userId}
      order by f.created_at desc limit ${RECOMMENDATION_SAVES_CONSIDERED}))`;
  const nearby = input.home
    ? withinRadius(
        { latitude: sql`e.latitude`, longitude: sql`e.longitude` },
        input.home.point,
        input.home.radiusKm,
      )
    : null;
  const language =
    input.languages.length > 0 ? sql`e.languages && ${arrayOf(input.languages, 'text')}` : null;
  const candidateLanguage =
    input.candidateLanguages.length > 0
      ? sql`e.languages && ${arrayOf(input.candidateLanguages, 'text')}`
      : null;
  const candidateLangs = arrayOf(input.candidateLanguages, 'text');

  // JIT off for this statement: the planner's estimate (score expressions over the window) passes
  // jit_above_cost, and compiling took ~230 ms of a ~30 ms query on 100 000 events (PostgreSQL 15).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return executeRows<RankedRow>(
      tx,
      sql`select p.id, p.interest, p.followed, p.saved_similar, p.nearby, p.language, p.total::int as total,
        case when p.interest then (select c.name from event_category_mapping m
          join event_categories c on c.id = m.category_id
          where m.event_id = p.id and m.category_id = any(${cats})
          order by c.is_main_category, c.sort_order, c.name limit 1) end as category_name,
        case when p.interest then (select c.name from event_categories c
          where c.id = p.main_type_id and c.id = any(${cats})) end as main_type_name,
        coalesce((select op.organization_name from organization_profiles op where op.id = p.organization_profile_id),
          p.organizer_name) as organizer,
        (select l from unnest(p.languages) l where l = any(${candidateLangs}) limit 1) as language_code
      from (
        select f.*, count(*) over () as total,
          (case when f.interest then ${sql.raw(String(W.interest))} else 0 end + case when f.followed then ${sql.raw(String(W.followed))} else 0 end
            + case when f.saved_similar then ${sql.raw(String(W.savedSimilar))} else 0 end
            + case when f.nearby then ${sql.raw(String(W.nearby))} else 0 end
            + case when f.language then ${sql.raw(String(W.language))} else 0 end) as score
        from (
          select e.id, e.start_date, e.main_type_id, e.organizer_name, e.organization_profile_id, e.languages,
            coalesce(${flag(interest)}, false) as interest,
            coalesce(${followed}, false) as followed,
            coalesce(${savedSimilar}, false) as saved_similar,
            coalesce(${flag(nearby)}, false) as nearby,
            coalesce(${flag(language)}, false) as language,
            coalesce(${flag(candidateLanguage)}, false) as candidate_language
          from events e
          where e.status = 'published' and e.deleted_at is null
            and e.start_date >= ${now.toISOString()}::timestamptz and e.start_date < ${until.toISOString()}::timestamptz
            and e.organizer_id is distinct from ${userId}
            and (e.organization_profile_id is null or e.organization_profile_id not in (
              select id from organization_profiles where user_id = ${userId}))
            and not exists (select 1 from event_favorites ef where ef.user_id = ${userId} and ef.event_id = e.id)
        ) f
        where f.interest or f.followed or f.saved_similar or f.nearby or f.candidate_language
        order by score desc, f.start_date asc, f.id asc
        limit ${input.limit} offset ${input.offset}
      ) p
      order by p.score desc, p.start_date asc, p.id asc`,
    );
  });
};

/** The event cards of a ranked page (the events module's card columns), in any order. */
export const selectCardRowsByIds = (db: Db, ids: string[]) =>
  selectCardRows(db, inArray(events.id, ids), [], ids.length);
