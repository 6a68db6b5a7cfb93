import { type AnyColumn, type SQL, and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { forumCategories, forumTopics, forumUserStats, profiles, users } from '../../db/schema';

/**
 * Forum SQL shared by the areas (categories, stats, leaderboard, the author card). Topic SQL lives in
 * queriesTopics.ts, posts/votes/reports in queriesPosts.ts. Counters are never written here: the triggers of
 * migration 0012 keep them.
 */

/** The author card's columns: joins users (u), profiles and forum_user_stats on the author id. */
export const authorColumns = {
  authorId: users.id,
  authorName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`,
  authorUsername: profiles.username,
  authorAvatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${users.image})`,
  authorSlug: sql<string | null>`case when ${profiles.isPublic} then ${profiles.slug} end`,
  authorSince: users.createdAt,
  authorTopicCount: sql<number>`coalesce(${forumUserStats.topicCount}, 0)`.mapWith(Number),
  authorPostCount: sql<number>`coalesce(${forumUserStats.postCount}, 0)`.mapWith(Number),
  authorReputation: sql<number>`coalesce(${forumUserStats.reputation}, 0)`.mapWith(Number),
};
export type AuthorRecord = {
  authorId: string | null;
  authorName: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  authorSlug: string | null;
  authorSince: Date | null;
  authorTopicCount: number;
  authorPostCount: number;
  authorReputation: number;
};

/**
 * Newest/highest first in the order of the indexes of migration 0012: drizzle's `.desc()` makes them
 * `DESC NULLS LAST`, which only an `ORDER BY … DESC NULLS LAST` can walk (a plain DESC means NULLS FIRST and
 * sorts the whole match instead). Ascending lists walk the same index backwards: `ASC NULLS FIRST`.
 */
export const newestFirst = (column: AnyColumn | SQL): SQL => sql`${column} desc nulls last`;
export const oldestFirst = (column: AnyColumn | SQL): SQL => sql`${column} asc nulls first`;

/** A timestamp as ISO 8601 UTC text (raw rows are not mapped, and both engines print it alike). */
export const isoText = (expr: SQL): SQL<string> =>
  sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// ── Categories ──

const categoryColumns = {
  id: forumCategories.id,
  name: forumCategories.name,
  slug: forumCategories.slug,
  description: forumCategories.description,
  icon: forumCategories.icon,
  color: forumCategories.color,
  sortOrder: forumCategories.sortOrder,
  isActive: forumCategories.isActive,
  topicCount: forumCategories.topicCount,
  postCount: forumCategories.postCount,
  // The newest visible topic activity: one step down forum_topics_category_activity_idx. The outer column is
  // named in full: drizzle prints a bare "id" in a one-table select, which the subquery would take as its own.
  lastActivityAt: sql<string | null>`(
    select ${isoText(sql`l.last_activity_at`)} from (
      select last_activity_at from forum_topics t
      where t.category_id = forum_categories.id and not t.is_hidden
      order by t.last_activity_at desc nulls last limit 1) l)`,
};
export type CategoryRecord = Awaited<ReturnType<typeof selectCategories>>[number];

/** Categories by sort order (a few dozen at most); `all` includes inactive ones (admin). */
export const selectCategories = (db: Db, all: boolean) =>
  db
    .select(categoryColumns)
    .from(forumCategories)
    .where(all ? undefined : eq(forumCategories.isActive, true))
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.name));

export const selectCategoryBy = async (
  db: Db,
  by: { slug: string } | { id: string },
): Promise<CategoryRecord | null> => {
  const [row] = await db
    .select(categoryColumns)
    .from(forumCategories)
    .where('slug' in by ? eq(forumCategories.slug, by.slug) : eq(forumCategories.id, by.id))
    .limit(1);
  return row ?? null;
};

export type CategoryValues = Partial<typeof forumCategories.$inferInsert>;

export const insertCategory = async (db: Db, values: typeof forumCategories.$inferInsert) => {
  const [row] = await db.insert(forumCategories).values(values).returning({ id: forumCategories.id });
  return row!.id;
};

export const updateCategory = async (db: Db, id: string, values: CategoryValues): Promise<boolean> => {
  const rows = await db
    .update(forumCategories)
    .set(values)
    .where(eq(forumCategories.id, id))
    .returning({ id: forumCategories.id });
  return rows.length > 0;
};

export const nextCategorySortOrder = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${forumCategories.sortOrder}), 0) + 1`.mapWith(Number) })
    .from(forumCategories);
  return row?.n ?? 1;
};

/** sort_order 1..n in the given order; nothing changes unless every id is a category (answers how many are). */
export const reorderCategories = async (db: Db, ids: string[]): Promise<number> => {
  const existing = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(inArray(forumCategories.id, ids));
  if (existing.length !== new Set(ids).size) return existing.length;
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(forumCategories)
        .set({ sortOrder: index + 1 })
        .where(eq(forumCategories.id, id));
    }
  });
  return existing.length;
};

// ── Stats ──

/** Totals from the category counters and forum_user_stats (one row per member who wrote). */
export const selectStatTotals = async (db: Db, since: Date) => {
  const [totals] = await db
    .select({
      topics: sql<number>`coalesce(sum(${forumCategories.topicCount}), 0)::int`.mapWith(Number),
      posts: sql<number>`coalesce(sum(${forumCategories.postCount}), 0)::int`.mapWith(Number),
    })
    .from(forumCategories);
  const [members] = await db.select({ n: count() }).from(forumUserStats);
  const [active] = await db
    .select({ n: count() })
    .from(forumUserStats)
    .where(gt(forumUserStats.lastActiveAt, since));
  return {
    topics: totals?.topics ?? 0,
    posts: totals?.posts ?? 0,
    members: members?.n ?? 0,
    activeLast24h: active?.n ?? 0,
  };
};

export type ActivityRow = {
  kind: 'topic' | 'post';
  topic_title: string;
  topic_slug: string;
  author_name: string | null;
  at: string;
};

/**
 * The latest visible topics and, for the most recently active topics, their latest visible post (walks
 * forum_topics_created_idx, forum_topics_activity_idx and forum_posts_topic_idx; no scan of all posts).
 */
export const selectRecentActivity = (db: Db, limit: number) =>
  executeRows<ActivityRow>(
    db,
    sql`
    with recent_topics as (
      select 'topic' as kind, t.title as topic_title, t.slug as topic_slug, t.author_id, t.created_at as at
      from forum_topics t where not t.is_hidden order by t.created_at desc nulls last limit ${limit}
    ), recent_posts as (
      select 'post' as kind, t.title as topic_title, t.slug as topic_slug, p.author_id, p.created_at as at
      from (select id, title, slug from forum_topics where not is_hidden
            order by last_activity_at desc nulls last limit ${limit}) t
      cross join lateral (
        select author_id, created_at from forum_posts
        where topic_id = t.id and not is_hidden order by created_at desc limit 1) p
    ), merged as (select * from recent_topics union all select * from recent_posts)
    select m.kind, m.topic_title, m.topic_slug, ${isoText(sql`m.at`)} as at,
      coalesce(nullif(pr.full_name, ''), nullif(u.name, '')) as author_name
    from merged m
    left join users u on u.id = m.author_id
    left join profiles pr on pr.id = m.author_id
    order by m.at desc limit ${limit}`,
  );

// ── Leaderboard ──

export const selectLeaderboard = (db: Db, limit: number, offset: number) =>
  db
    .select({ ...authorColumns, lastActiveAt: forumUserStats.lastActiveAt })
    .from(forumUserStats)
    .innerJoin(users, eq(users.id, forumUserStats.userId))
    .leftJoin(profiles, eq(profiles.id, forumUserStats.userId))
    .orderBy(newestFirst(forumUserStats.reputation), asc(forumUserStats.userId))
    .limit(limit)
    .offset(offset);

export const countLeaderboard = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(forumUserStats);
  return row?.n ?? 0;
};

/** When the account was made (the anti-abuse rule counts a day from it). */
export const selectAccountCreatedAt = async (db: Db, userId: string): Promise<Date | null> => {
  const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
};

/** Topic ids count, for tests and the volume seeder sanity check. */
export const countTopicsInCategory = async (db: Db, categoryId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(forumTopics)
    .where(and(eq(forumTopics.categoryId, categoryId), eq(forumTopics.isHidden, false)));
  return row?.n ?? 0;
};

/** The name a member goes by on the forum (profile name, else account name); null when neither is set. */
export const selectDisplayName = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ name: authorColumns.authorName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? null;
};
