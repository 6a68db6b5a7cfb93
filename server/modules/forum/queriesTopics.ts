import { type SQL, and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { FORUM_TRENDING_DAYS, type ForumListView, type ForumTopicSort } from '../../../core/domain/forum';
import type { Db } from '../../db/client';
import { totalColumn } from '../../db/paging';
import {
  events,
  forumCategories,
  forumTopics,
  forumUserStats,
  forumVotes,
  profiles,
  users,
} from '../../db/schema';
import { type AuthorRecord, authorColumns, newestFirst, oldestFirst } from './queries';

/**
 * Topic SQL: the lists of /community (every view walks an index of migration 0012: the category indexes for a
 * category, forum_topics_activity_idx / _created_idx otherwise, the partial featured index, the event index,
 * the GIN indexes for tags and full text, author_created for a member's topics), one topic, and its writes.
 */

export const topicColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  slug: forumTopics.slug,
  content: forumTopics.content,
  tags: forumTopics.tags,
  status: forumTopics.status,
  isPinned: forumTopics.isPinned,
  isFeatured: forumTopics.isFeatured,
  isHidden: forumTopics.isHidden,
  viewCount: forumTopics.viewCount,
  voteScore: forumTopics.voteScore,
  postCount: forumTopics.postCount,
  lastActivityAt: forumTopics.lastActivityAt,
  createdAt: forumTopics.createdAt,
  updatedAt: forumTopics.updatedAt,
  categoryId: forumCategories.id,
  categoryName: forumCategories.name,
  categorySlug: forumCategories.slug,
  categoryColor: forumCategories.color,
  eventId: events.id,
  eventTitle: events.title,
};
export type TopicRecord = Awaited<ReturnType<typeof baseSelect>>[number];

const baseSelect = (db: Db, narrow = false) =>
  db
    .select({ ...topicColumns, ...authorColumns, total: totalColumn(narrow) })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .leftJoin(users, eq(users.id, forumTopics.authorId))
    .leftJoin(profiles, eq(profiles.id, forumTopics.authorId))
    .leftJoin(forumUserStats, eq(forumUserStats.userId, forumTopics.authorId))
    .leftJoin(events, eq(events.id, forumTopics.eventId));

export type TopicFilter = {
  view: ForumListView;
  categoryId?: string | undefined;
  /** The category's visible topics when already known (selectCategoryListing): the plain list's total. */
  categoryVisible?: number | undefined;
  authorId?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  eventId?: string | undefined;
  sort: ForumTopicSort;
  direction: 'asc' | 'desc';
  includeHidden: boolean;
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  activity: forumTopics.lastActivityAt,
  new: forumTopics.createdAt,
  votes: forumTopics.voteScore,
  views: forumTopics.viewCount,
} as const;

const tsQuery = (q: string) => sql`websearch_to_tsquery('dutch', unaccent(${q}))`;

/**
 * Trending (the 'Trending' tab), over topics active in the last FORUM_TRENDING_DAYS days:
 *   (3 × posts of the last 7 days + vote score + views / 20) / (1 + hours since the last activity / 24)^1.5
 * so a topic people reply to now rises, and one that went quiet sinks within days.
 */
const postsThisWeek = sql`(select count(*) from forum_posts p
  where p.topic_id = forum_topics.id
    and p.created_at > now() - make_interval(days => ${FORUM_TRENDING_DAYS}))`;
export const trendingScore = sql`((3 * ${postsThisWeek} + ${forumTopics.voteScore} + ${forumTopics.viewCount} / 20.0)
  / power(1 + extract(epoch from (now() - ${forumTopics.lastActivityAt})) / 86400.0, 1.5))`;

const conditions = (f: TopicFilter, extra: (SQL | undefined)[] = []): SQL | undefined =>
  and(
    f.includeHidden ? undefined : eq(forumTopics.isHidden, false),
    f.categoryId ? eq(forumTopics.categoryId, f.categoryId) : undefined,
    f.authorId ? eq(forumTopics.authorId, f.authorId) : undefined,
    f.tag ? sql`${forumTopics.tags} @> array[${f.tag}]::text[]` : undefined,
    f.q ? sql`${forumTopics.searchVector} @@ ${tsQuery(f.q)}` : undefined,
    f.eventId ? eq(forumTopics.eventId, f.eventId) : undefined,
    f.view === 'featured' ? or(eq(forumTopics.isFeatured, true), eq(forumTopics.isPinned, true)) : undefined,
    f.view === 'events' && !f.eventId ? isNotNull(forumTopics.eventId) : undefined,
    f.view === 'trending'
      ? gt(forumTopics.lastActivityAt, sql`now() - make_interval(days => ${FORUM_TRENDING_DAYS})`)
      : undefined,
    ...extra,
  );

const orderOf = (f: TopicFilter): SQL[] => {
  const dir = f.direction === 'asc' ? oldestFirst : newestFirst;
  const order: SQL[] = [];
  if (f.q) order.push(desc(sql`ts_rank(${forumTopics.searchVector}, ${tsQuery(f.q)})`));
  if (f.view === 'trending') order.push(desc(trendingScore), newestFirst(forumTopics.lastActivityAt));
  else if (f.view === 'recent') order.push(newestFirst(forumTopics.createdAt));
  else order.push(dir(SORT_COLUMNS[f.sort]));
  order.push(asc(forumTopics.id));
  return order;
};

/** Narrow lists read every match anyway, so they carry their total (server/db/paging.ts). */
export const isNarrow = (f: TopicFilter): boolean =>
  Boolean(f.q || f.tag || f.authorId || f.eventId || f.view === 'trending');

const NO_AUTHOR: AuthorRecord = {
  authorId: null,
  authorName: null,
  authorUsername: null,
  authorAvatarUrl: null,
  authorSlug: null,
  authorSince: null,
  authorTopicCount: 0,
  authorPostCount: 0,
  authorReputation: 0,
};

/**
 * A page of a list: the topics (with category and event) walk their index first, then one query reads the
 * page's authors. Two small joins plan far quicker than one six-table join, which cost more to plan than to run.
 */
export const selectTopicRows = async (
  db: Db,
  f: TopicFilter,
  extra: (SQL | undefined)[] = [],
): Promise<TopicRecord[]> => {
  const rows = await db
    .select({ ...topicColumns, writerId: forumTopics.authorId, total: totalColumn(isNarrow(f)) })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .leftJoin(events, eq(events.id, forumTopics.eventId))
    .where(conditions(f, extra))
    .orderBy(...orderOf(f))
    .limit(f.limit)
    .offset(f.offset);
  const ids = [...new Set(rows.flatMap((r) => (r.writerId ? [r.writerId] : [])))];
  const authors =
    ids.length === 0
      ? []
      : await db
          .select(authorColumns)
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .leftJoin(forumUserStats, eq(forumUserStats.userId, users.id))
          .where(inArray(users.id, ids));
  const byId = new Map(authors.map((a) => [a.authorId, a]));
  return rows.map(({ writerId, ...row }) => ({
    ...row,
    ...((writerId && byId.get(writerId)) || NO_AUTHOR),
  }));
};

export const countTopics = async (db: Db, f: TopicFilter, extra: (SQL | undefined)[] = []) => {
  const [row] = await db.select({ n: count() }).from(forumTopics).where(conditions(f, extra));
  return row?.n ?? 0;
};

/**
 * The total of a plain list (everything, or one category) from the counters the triggers keep, less the hidden
 * topics (forum_topics_hidden_idx, migration 0013) for viewers who do not see them: no count over the topics.
 * Other lists count their matches (the featured and event lists through their partial indexes).
 */
export const countListed = async (db: Db, f: TopicFilter): Promise<number> => {
  const plain = (f.view === 'all' || f.view === 'recent') && !f.q && !f.tag && !f.authorId && !f.eventId;
  if (!plain) return countTopics(db, f);
  if (f.categoryId && f.categoryVisible !== undefined) return f.categoryVisible;
  const category = f.categoryId ? eq(forumCategories.id, f.categoryId) : undefined;
  const [all] = await db
    .select({ n: sql<number>`coalesce(sum(${forumCategories.topicCount}), 0)::int`.mapWith(Number) })
    .from(forumCategories)
    .where(category);
  if (f.includeHidden) return all?.n ?? 0;
  const [hidden] = await db
    .select({ n: count() })
    .from(forumTopics)
    .where(
      and(
        eq(forumTopics.isHidden, true),
        f.categoryId ? eq(forumTopics.categoryId, f.categoryId) : undefined,
      ),
    );
  return Math.max(0, (all?.n ?? 0) - (hidden?.n ?? 0));
};

/** Pinned topics through the partial forum_topics_featured_idx (its predicate repeated, so the planner uses it). */
/** A list's category by slug in one step: id, active, and its topics as counted (all, and visible). */
export const selectCategoryListing = async (db: Db, slug: string) => {
  const [row] = await db
    .select({
      id: forumCategories.id,
      isActive: forumCategories.isActive,
      topicCount: forumCategories.topicCount,
      hidden: sql<number>`(select count(*) from forum_topics h
        where h.is_hidden and h.category_id = forum_categories.id)::int`.mapWith(Number),
    })
    .from(forumCategories)
    .where(eq(forumCategories.slug, slug))
    .limit(1);
  return row ?? null;
};

export const pinnedOnly = and(eq(forumTopics.isPinned, true), sql`(${sql.raw('is_featured or is_pinned')})`);
export const unpinnedOnly = eq(forumTopics.isPinned, false);

/** One topic by id or slug (the URL may carry either). */
export const selectTopic = async (db: Db, idOrSlug: string): Promise<TopicRecord | null> => {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const [row] = await baseSelect(db)
    .where(isUuid ? eq(forumTopics.id, idOrSlug) : eq(forumTopics.slug, idOrSlug))
    .limit(1);
  return row ?? null;
};

/** The bare row a write checks (author, status, visibility), locked for the transaction when asked. */
export const selectTopicState = async (db: Db, id: string, lock = false) => {
  const query = db
    .select({
      id: forumTopics.id,
      slug: forumTopics.slug,
      title: forumTopics.title,
      authorId: forumTopics.authorId,
      categoryId: forumTopics.categoryId,
      status: forumTopics.status,
      isHidden: forumTopics.isHidden,
    })
    .from(forumTopics)
    .where(eq(forumTopics.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};
export type TopicState = NonNullable<Awaited<ReturnType<typeof selectTopicState>>>;

export const selectMyTopicVote = async (db: Db, userId: string, topicId: string): Promise<number> => {
  const [row] = await db
    .select({ value: forumVotes.value })
    .from(forumVotes)
    .where(and(eq(forumVotes.userId, userId), eq(forumVotes.topicId, topicId)));
  return row?.value ?? 0;
};

export const insertTopic = async (db: Db, values: typeof forumTopics.$inferInsert) => {
  const [row] = await db.insert(forumTopics).values(values).returning({ id: forumTopics.id });
  return row!.id;
};

export const updateTopic = async (
  db: Db,
  id: string,
  values: Partial<typeof forumTopics.$inferInsert>,
): Promise<boolean> => {
  const rows = await db
    .update(forumTopics)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(forumTopics.id, id))
    .returning({ id: forumTopics.id });
  return rows.length > 0;
};

export const deleteTopic = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db.delete(forumTopics).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id });
  return rows.length > 0;
};

/** Views counted once per visitor per hour (server/db/viewCounter.ts decides; this adds one). */
export const incrementTopicViews = async (db: Db, id: string): Promise<number | null> => {
  const [row] = await db
    .update(forumTopics)
    .set({ viewCount: sql`${forumTopics.viewCount} + 1` })
    .where(eq(forumTopics.id, id))
    .returning({ viewCount: forumTopics.viewCount });
  return row?.viewCount ?? null;
};

export const selectTopicViews = async (db: Db, id: string): Promise<number | null> => {
  const [row] = await db
    .select({ viewCount: forumTopics.viewCount })
    .from(forumTopics)
    .where(eq(forumTopics.id, id));
  return row?.viewCount ?? null;
};
