import { AppError } from '../../../core/errors';
import { FORUM_PAGE_SIZE } from '../../../core/domain/forum';
import type {
  ForumCategory,
  ForumCategoryList,
  ForumPostPage,
  ForumStats,
  ForumTopicDetail,
  ForumTopicPage,
  LeaderboardPage,
  MyForumPostPage,
  ValidForumTopicQuery,
} from '../../../core/schemas/forum';
import type { Db } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { forumPolicy } from './policy';
import {
  presentActivity,
  presentCategory,
  presentLeader,
  presentMyPost,
  presentPost,
  presentTopicDetail,
  presentTopicSummary,
} from './presenter';
import {
  countLeaderboard,
  selectCategories,
  selectCategoryBy,
  selectLeaderboard,
  selectRecentActivity,
  selectStatTotals,
} from './queries';
import { countMyPosts, countVisiblePosts, selectMyPosts, selectPosts } from './queriesPosts';
import {
  type TopicFilter,
  type TopicRecord,
  countListed,
  pinnedOnly,
  selectMyTopicVote,
  selectTopic,
  selectCategoryListing,
  selectTopicRows,
  unpinnedOnly,
} from './queriesTopics';

/** The forum's reads (spec §2 /community, §6: anonymous users may read). `viewer` null = a visitor. */

export const listCategories = async (db: Db, all = false): Promise<ForumCategoryList> => ({
  items: (await selectCategories(db, all)).map(presentCategory),
});

/** A category by slug; an inactive one is 'not found' except to moderators. */
export const loadCategory = async (db: Db, viewer: Actor | null, slug: string): Promise<ForumCategory> => {
  const row = await selectCategoryBy(db, { slug });
  if (!row || (!row.isActive && !forumPolicy.seeHidden(viewer)))
    throw new AppError('forum_category_not_found');
  return presentCategory(row);
};

// Spec §9 allows forum stats 5 minutes stale; a minute per database, and every forum write forgets it, so a
// member sees their own topic counted at once (and tests read what they wrote).
const STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<Db, Map<number, { at: number; value: Promise<ForumStats> }>>();
export const forgetForumStats = (db: Db): void => {
  statsCache.delete(db);
};

export const loadStats = (db: Db, recent: number): Promise<ForumStats> => {
  const now = Date.now();
  const perDb = statsCache.get(db) ?? new Map<number, { at: number; value: Promise<ForumStats> }>();
  statsCache.set(db, perDb);
  const hit = perDb.get(recent);
  if (hit && now >= hit.at && now - hit.at < STATS_TTL_MS) return hit.value;
  const value = (async (): Promise<ForumStats> => {
    const [totals, activity] = await Promise.all([
      selectStatTotals(db, new Date(now - 24 * 3_600_000)),
      selectRecentActivity(db, recent),
    ]);
    return { ...totals, recent: activity.map(presentActivity) };
  })();
  perDb.set(recent, { at: now, value });
  value.catch(() => perDb.delete(recent));
  return value;
};

const filterOf = async (db: Db, viewer: Actor | null, query: ValidForumTopicQuery): Promise<TopicFilter> => {
  const category = query.category ? await selectCategoryListing(db, query.category) : null;
  if (query.category && (!category || (!category.isActive && !forumPolicy.seeHidden(viewer)))) {
    throw new AppError('forum_category_not_found');
  }
  const includeHidden = forumPolicy.seeHidden(viewer);
  return {
    view: query.view,
    categoryId: category?.id,
    categoryVisible: category
      ? Math.max(0, category.topicCount - (includeHidden ? 0 : category.hidden))
      : undefined,
    authorId: query.author,
    tag: query.tag ? query.tag.toLowerCase() : undefined,
    q: query.q || undefined,
    eventId: query.eventId,
    sort: query.sort,
    direction: query.direction,
    includeHidden,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
};

/**
 * A category's plain list shows its pinned topics first: they are read apart (a handful) and the rest walks
 * the category's sort index, so the page needs no sort of the whole category.
 */
const pinnedFirstPage = async (db: Db, f: TopicFilter): Promise<{ rows: TopicRecord[]; total: number }> => {
  const pinned = await selectTopicRows(db, { ...f, limit: 100, offset: 0 }, [pinnedOnly]);
  const fromPinned = pinned.slice(f.offset, f.offset + f.limit);
  const restLimit = f.limit - fromPinned.length;
  const [rest, total] = await Promise.all([
    restLimit > 0
      ? selectTopicRows(db, { ...f, limit: restLimit, offset: Math.max(0, f.offset - pinned.length) }, [
          unpinnedOnly,
        ])
      : Promise.resolve([]),
    countListed(db, f),
  ]);
  return { rows: [...fromPinned, ...rest], total };
};

export const listTopics = async (
  db: Db,
  viewer: Actor | null,
  query: ValidForumTopicQuery,
): Promise<ForumTopicPage> => {
  const f = await filterOf(db, viewer, query);
  const { rows, total } =
    f.categoryId && f.view === 'all' && !f.q
      ? await pinnedFirstPage(db, f)
      : await pageWithTotal({
          narrow: Boolean(f.q || f.tag || f.authorId || f.eventId || f.view === 'trending'),
          page: query.page,
          rows: () => selectTopicRows(db, f),
          count: () => countListed(db, f),
        });
  return { items: rows.map(presentTopicSummary), total, page: query.page, pageSize: f.limit };
};

/** A topic by slug or id; hidden ones are 'not found' except to moderators. */
export const loadTopic = async (
  db: Db,
  viewer: Actor | null,
  idOrSlug: string,
): Promise<ForumTopicDetail> => {
  const row = await selectTopic(db, idOrSlug);
  if (!row || (row.isHidden && !forumPolicy.seeHidden(viewer))) throw new AppError('forum_topic_not_found');
  const myVote = viewer ? await selectMyTopicVote(db, viewer.userId, row.id) : 0;
  return presentTopicDetail(row, viewer, myVote);
};

/** The topic's visible record or 404 (hidden ones for moderators only). */
export const visibleTopic = async (db: Db, viewer: Actor | null, idOrSlug: string): Promise<TopicRecord> => {
  const row = await selectTopic(db, idOrSlug);
  if (!row || (row.isHidden && !forumPolicy.seeHidden(viewer))) throw new AppError('forum_topic_not_found');
  return row;
};

export const listPosts = async (
  db: Db,
  viewer: Actor | null,
  topicId: string,
  page: number,
): Promise<ForumPostPage> => {
  const topic = await visibleTopic(db, viewer, topicId);
  const offset = (page - 1) * FORUM_PAGE_SIZE;
  const includeHidden = forumPolicy.seeHidden(viewer);
  const [rows, total] = await Promise.all([
    selectPosts(db, topic.id, { id: viewer?.userId ?? null, includeHidden }, FORUM_PAGE_SIZE, offset),
    includeHidden ? topic.postCount : countVisiblePosts(db, topic.id),
  ]);
  return {
    items: rows.map((row, i) => presentPost({ ...row, number: offset + i + 1 }, viewer)),
    total,
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
};

export const leaderboard = async (db: Db, page: number): Promise<LeaderboardPage> => {
  const offset = (page - 1) * FORUM_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    selectLeaderboard(db, FORUM_PAGE_SIZE, offset),
    countLeaderboard(db),
  ]);
  return {
    items: rows.map((row, i) => presentLeader(row, offset + i + 1)),
    total,
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
};

/** /dashboard/forum: my topics (newest first; hidden ones are gone, as everywhere) and my replies. */
export const myTopics = async (db: Db, actor: Actor, page: number): Promise<ForumTopicPage> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  return listTopics(db, actor, {
    view: 'all',
    author: actor.userId,
    sort: 'new',
    direction: 'desc',
    page,
    limit: FORUM_PAGE_SIZE,
  });
};

export const myPosts = async (db: Db, actor: Actor, page: number): Promise<MyForumPostPage> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  const offset = (page - 1) * FORUM_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    selectMyPosts(db, actor.userId, FORUM_PAGE_SIZE, offset),
    countMyPosts(db, actor.userId),
  ]);
  return { items: rows.map(presentMyPost), total, page, pageSize: FORUM_PAGE_SIZE };
};
