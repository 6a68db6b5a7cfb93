import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumPosts, forumTopics, forumUserStats, forumVotes, profiles, users } from '../../db/schema';
import { authorColumns, newestFirst } from './queries';

/**
 * Post SQL: a topic's posts in order (forum_posts_topic_idx), a member's posts (forum_posts_author_created_idx),
 * writes, votes (one per member and item: the unique constraints) and the anti-abuse counts.
 */

const postColumns = {
  id: forumPosts.id,
  topicId: forumPosts.topicId,
  content: forumPosts.content,
  quotedPostId: forumPosts.quotedPostId,
  voteScore: forumPosts.voteScore,
  isHidden: forumPosts.isHidden,
  createdAt: forumPosts.createdAt,
  updatedAt: forumPosts.updatedAt,
  ...authorColumns,
};

/**
 * A topic's posts oldest first, with the viewer's vote (null viewer: none); hidden posts only for moderators
 * (`includeHidden`), for everyone else they are not there at all.
 */
export const selectPosts = (
  db: Db,
  topicId: string,
  viewer: { id: string | null; includeHidden: boolean },
  limit: number,
  offset: number,
) =>
  db
    .select({ ...postColumns, myVote: sql<number>`coalesce(${forumVotes.value}, 0)`.mapWith(Number) })
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
    .leftJoin(forumUserStats, eq(forumUserStats.userId, forumPosts.authorId))
    .leftJoin(
      forumVotes,
      and(eq(forumVotes.postId, forumPosts.id), eq(forumVotes.userId, viewer.id ?? sql`null::uuid`)),
    )
    .where(
      and(eq(forumPosts.topicId, topicId), viewer.includeHidden ? undefined : eq(forumPosts.isHidden, false)),
    )
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
    .limit(limit)
    .offset(offset);
export type PostRecord = Awaited<ReturnType<typeof selectPosts>>[number];

/** The visible posts of a topic (forum_posts_topic_idx): the total of its pages for members and visitors. */
export const countVisiblePosts = async (db: Db, topicId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.topicId, topicId), eq(forumPosts.isHidden, false)));
  return row?.n ?? 0;
};

/** One post with its 1-based position among the posts this viewer sees (as the list numbers them). */
export const selectPost = async (db: Db, id: string, viewerId: string | null, includeHidden: boolean) => {
  const [row] = await db
    .select({
      ...postColumns,
      myVote: sql<number>`coalesce((select v.value from forum_votes v
        where v.post_id = forum_posts.id and v.user_id = ${viewerId ?? sql`null::uuid`}), 0)`.mapWith(Number),
      number: sql<number>`(select count(*) from forum_posts o where o.topic_id = forum_posts.topic_id
        and (o.created_at, o.id) <= (forum_posts.created_at, forum_posts.id)
        and (${includeHidden} or not o.is_hidden))::int`.mapWith(Number),
    })
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
    .leftJoin(forumUserStats, eq(forumUserStats.userId, forumPosts.authorId))
    .where(eq(forumPosts.id, id))
    .limit(1);
  return row ?? null;
};

/** The bare post a write checks, with its topic's state. */
export const selectPostState = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: forumPosts.id,
      topicId: forumPosts.topicId,
      authorId: forumPosts.authorId,
      isHidden: forumPosts.isHidden,
      topicStatus: forumTopics.status,
      topicHidden: forumTopics.isHidden,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, id))
    .limit(1);
  return row ?? null;
};

export const insertPost = async (db: Db, values: typeof forumPosts.$inferInsert) => {
  const [row] = await db.insert(forumPosts).values(values).returning({ id: forumPosts.id });
  return row!.id;
};

export const updatePost = async (db: Db, id: string, values: Partial<typeof forumPosts.$inferInsert>) => {
  const rows = await db
    .update(forumPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(forumPosts.id, id))
    .returning({ id: forumPosts.id });
  return rows.length > 0;
};

export const deletePost = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db.delete(forumPosts).where(eq(forumPosts.id, id)).returning({ id: forumPosts.id });
  return rows.length > 0;
};

/** A member's posts, newest first (/dashboard/forum), with their topic. */
export const selectMyPosts = (db: Db, userId: string, limit: number, offset: number) =>
  db
    .select({
      id: forumPosts.id,
      content: forumPosts.content,
      createdAt: forumPosts.createdAt,
      voteScore: forumPosts.voteScore,
      topicId: forumTopics.id,
      topicTitle: forumTopics.title,
      topicSlug: forumTopics.slug,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(
      and(eq(forumPosts.authorId, userId), eq(forumPosts.isHidden, false), eq(forumTopics.isHidden, false)),
    )
    .orderBy(newestFirst(forumPosts.createdAt), asc(forumPosts.id))
    .limit(limit)
    .offset(offset);

export const countMyPosts = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(
      and(eq(forumPosts.authorId, userId), eq(forumPosts.isHidden, false), eq(forumTopics.isHidden, false)),
    );
  return row?.n ?? 0;
};

// ── Anti-abuse (the author_created indexes) ──

/** The author's topics and posts since a moment, and whether one of them has this exact text. */
export const countRecentTopics = async (db: Db, userId: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(forumTopics)
    .where(and(eq(forumTopics.authorId, userId), gt(forumTopics.createdAt, since)));
  return row?.n ?? 0;
};

export const countRecentPosts = async (db: Db, userId: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, userId), gt(forumPosts.createdAt, since)));
  return row?.n ?? 0;
};

export const hasRecentTopicLike = async (
  db: Db,
  userId: string,
  since: Date,
  title: string,
  content: string,
) => {
  const [row] = await db
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(
      and(
        eq(forumTopics.authorId, userId),
        gt(forumTopics.createdAt, since),
        sql`btrim(${forumTopics.title}) = ${title}`,
        sql`btrim(${forumTopics.content}) = ${content}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const hasRecentPostLike = async (db: Db, userId: string, since: Date, content: string) => {
  const [row] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.authorId, userId),
        gt(forumPosts.createdAt, since),
        sql`btrim(${forumPosts.content}) = ${content}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Members by username (lowercased), for @mentions; suspended accounts are left out. */
export const selectUserIdsByUsername = async (db: Db, usernames: string[]): Promise<string[]> => {
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(sql`lower(${profiles.username})`, usernames), sql`${profiles.suspendedAt} is null`));
  return rows.map((r) => r.id);
};

// ── Votes ──

type VoteTarget = { topicId: string } | { postId: string };
const voteWhere = (userId: string, target: VoteTarget) =>
  and(
    eq(forumVotes.userId, userId),
    'topicId' in target ? eq(forumVotes.topicId, target.topicId) : eq(forumVotes.postId, target.postId),
  );

/** Set (value ±1) or take back (0) the member's vote; the trigger moves vote_score and reputation. */
export const putVote = async (db: Db, userId: string, target: VoteTarget, value: number): Promise<void> => {
  if (value === 0) {
    await db.delete(forumVotes).where(voteWhere(userId, target));
    return;
  }
  const updated = await db
    .update(forumVotes)
    .set({ value })
    .where(voteWhere(userId, target))
    .returning({ id: forumVotes.id });
  if (updated.length > 0) return;
  await db
    .insert(forumVotes)
    .values({ userId, value, ...target })
    .onConflictDoUpdate({
      target:
        'topicId' in target
          ? [forumVotes.userId, forumVotes.topicId]
          : [forumVotes.userId, forumVotes.postId],
      set: { value },
    });
};

export const selectScore = async (db: Db, target: VoteTarget): Promise<number> => {
  const [row] =
    'topicId' in target
      ? await db
          .select({ s: forumTopics.voteScore })
          .from(forumTopics)
          .where(eq(forumTopics.id, target.topicId))
      : await db.select({ s: forumPosts.voteScore }).from(forumPosts).where(eq(forumPosts.id, target.postId));
  return row?.s ?? 0;
};
