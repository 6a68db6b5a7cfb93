import {
  FORUM_DEFAULT_AUTHOR,
  FORUM_DEFAULT_CATEGORY_SLUG,
  FORUM_DUPLICATE_WINDOW_SECONDS,
  FORUM_NEW_ACCOUNT_HOURS,
  FORUM_NEW_ACCOUNT_POSTS_PER_HOUR,
  FORUM_NEW_ACCOUNT_TOPICS_PER_HOUR,
  extractMentions,
  normalizeTags,
  topicSlug,
} from '../../../core/domain/forum';
import { AppError } from '../../../core/errors';
import type {
  ForumPost,
  ForumPostInput,
  ForumPostPatch,
  ForumReportInput,
  ForumTopicDetail,
  ForumTopicPatch,
  ForumVoteInput,
  ForumVoteResult,
  TopicStatus,
  ValidForumTopicInput,
} from '../../../core/schemas/forum';
import type { Db } from '../../db/client';
import { markView, viewerKey } from '../../db/viewCounter';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { clipContent, notify, notifyOncePer } from '../notifications';
import { forumPolicy } from './policy';
import { presentPost } from './presenter';
import { selectAccountCreatedAt, selectCategoryBy, selectDisplayName } from './queries';
import { eventExists, insertReport } from './queriesAdmin';
import {
  countRecentPosts,
  countRecentTopics,
  deletePost,
  hasRecentPostLike,
  hasRecentTopicLike,
  insertPost,
  putVote,
  selectPost,
  selectPostState,
  selectScore,
  selectUserIdsByUsername,
  updatePost,
} from './queriesPosts';
import {
  deleteTopic,
  incrementTopicViews,
  insertTopic,
  selectTopicState,
  selectTopicViews,
  updateTopic,
} from './queriesTopics';
import { forgetForumStats, loadTopic } from './service';
import { topicPath } from './page';
import { ensureFeatureOn } from '../site';

/**
 * The forum's writes (members) and the anti-abuse rules of issue 13: accounts younger than a day post at most
 * 3 topics and 10 posts an hour (admins exempt); the same text again within a minute is refused. Counters
 * follow from the rows through the triggers of migration 0012. Mentions notify in the same transaction.
 */

const HOUR_MS = 3_600_000;

const guardAbuse = async (
  tx: Db,
  actor: Actor,
  kind: 'topic' | 'post',
  text: { title?: string; content: string },
  now: Date,
): Promise<void> => {
  const since = new Date(now.getTime() - FORUM_DUPLICATE_WINDOW_SECONDS * 1000);
  const duplicate =
    kind === 'topic'
      ? await hasRecentTopicLike(tx, actor.userId, since, text.title ?? '', text.content)
      : await hasRecentPostLike(tx, actor.userId, since, text.content);
  if (duplicate) throw new AppError('forum_duplicate_post');
  if (!forumPolicy.rateLimited(actor)) return;
  const createdAt = await selectAccountCreatedAt(tx, actor.userId);
  if (!createdAt || now.getTime() - createdAt.getTime() >= FORUM_NEW_ACCOUNT_HOURS * HOUR_MS) return;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [count, max, code] =
    kind === 'topic'
      ? [
          await countRecentTopics(tx, actor.userId, hourAgo),
          FORUM_NEW_ACCOUNT_TOPICS_PER_HOUR,
          'forum_topic_limit' as const,
        ]
      : [
          await countRecentPosts(tx, actor.userId, hourAgo),
          FORUM_NEW_ACCOUNT_POSTS_PER_HOUR,
          'forum_post_limit' as const,
        ];
  if (count >= max) throw new AppError(code, { retryAfterSeconds: 3600 });
};

/** One 'forum_mention' per member named as @username (not the writer), plus an optional 'forum_reply'. */
const notifyForum = async (
  tx: Db,
  actor: Actor,
  topic: { id: string; slug: string; title: string; authorId: string | null },
  content: string,
  reply: boolean,
): Promise<void> => {
  const mentioned = (await selectUserIdsByUsername(tx, extractMentions(content))).filter(
    (id) => id !== actor.userId,
  );
  const actionUrl = topicPath(topic.slug);
  const writer = (await selectDisplayName(tx, actor.userId)) ?? FORUM_DEFAULT_AUTHOR;
  const data = { topic_id: topic.id };
  await notify(tx, {
    userIds: mentioned,
    kind: 'forum_mention',
    title: 'Je bent genoemd op het forum',
    content: clipContent(`${writer} noemde je in “${topic.title}”.`),
    exceptUserId: actor.userId,
    actionUrl,
    data,
  });
  if (reply && topic.authorId && topic.authorId !== actor.userId && !mentioned.includes(topic.authorId)) {
    await notify(tx, {
      userIds: [topic.authorId],
      kind: 'forum_reply',
      title: 'Nieuwe reactie op je topic',
      content: clipContent(`${writer} reageerde op “${topic.title}”.`),
      actionUrl,
      data,
      exceptUserId: actor.userId,
    });
  }
};

const DAY_MS = 86_400_000;

/**
 * An up-vote tells the author (kind 'forum_vote'), at most once per topic or post a day however many
 * members vote: the first up-vote notifies, later ones within 24 hours of that notification do not. Votes
 * stay anonymous (the text names no voter); a down-vote or taking a vote back notifies nobody.
 */
const notifyVote = async (
  tx: Db,
  actor: Actor,
  item: { authorId: string | null; topicId: string; postId: string | null },
): Promise<void> => {
  if (!item.authorId) return;
  const topic = await selectTopicState(tx, item.topicId);
  if (!topic) return;
  await notifyOncePer(tx, {
    userId: item.authorId,
    kind: 'forum_vote',
    title: item.postId ? 'Je reactie kreeg een stem omhoog' : 'Je topic kreeg een stem omhoog',
    content: clipContent(`Iemand waardeert je bijdrage aan “${topic.title}”.`),
    actionUrl: topicPath(topic.slug),
    data: { topic_id: topic.id },
    once: item.postId ? { post_id: item.postId } : { topic_id: topic.id },
    withinMs: DAY_MS,
    exceptUserId: actor.userId,
  });
};

/** A category a member may post in: active (moderators also inactive ones); none given → 'Algemeen'. */
const categoryFor = async (db: Db, actor: Actor, categoryId: string | null | undefined): Promise<string> => {
  const row = await selectCategoryBy(
    db,
    categoryId ? { id: categoryId } : { slug: FORUM_DEFAULT_CATEGORY_SLUG },
  );
  if (!row || (!row.isActive && !forumPolicy.seeHidden(actor)))
    throw new AppError('forum_category_not_found');
  return row.id;
};

/** 'Nieuw Topic': slug of spec §5 (title + timestamp), tags normalised, mentions notified. */
export const createTopic = async (
  db: Db,
  actor: Actor,
  input: ValidForumTopicInput,
): Promise<ForumTopicDetail> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  await ensureFeatureOn(db, 'forumPosting');
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const categoryId = await categoryFor(tx, actor, input.categoryId);
    if (input.eventId && !(await eventExists(tx, input.eventId))) throw new AppError('event_not_found');
    await guardAbuse(tx, actor, 'topic', { title: input.title, content: input.content }, now);
    const slug = topicSlug(input.title, now);
    const topicId = await insertTopic(tx, {
      title: input.title,
      content: input.content,
      slug,
      categoryId,
      authorId: actor.userId,
      eventId: input.eventId ?? null,
      tags: normalizeTags(input.tags),
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await notifyForum(
      tx,
      actor,
      { id: topicId, slug, title: input.title, authorId: actor.userId },
      input.content,
      false,
    );
    return topicId;
  });
  forgetForumStats(db);
  return loadTopic(db, actor, id);
};

/** The topic a write is about: 404 when gone or hidden from this member. */
const topicFor = async (db: Db, actor: Actor, id: string) => {
  const topic = await selectTopicState(db, id);
  if (!topic || (topic.isHidden && !forumPolicy.seeHidden(actor)))
    throw new AppError('forum_topic_not_found');
  return topic;
};

export const editTopic = async (
  db: Db,
  actor: Actor,
  id: string,
  patch: ForumTopicPatch & { tags?: string[] },
): Promise<ForumTopicDetail> => {
  const topic = await topicFor(db, actor, id);
  ensure(forumPolicy.edit(actor, topic), 'forum_forbidden');
  const categoryId = patch.categoryId ? await categoryFor(db, actor, patch.categoryId) : undefined;
  await updateTopic(db, id, {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.content !== undefined ? { content: patch.content } : {}),
    ...(patch.tags !== undefined ? { tags: normalizeTags(patch.tags) } : {}),
    ...(categoryId ? { categoryId } : {}),
  });
  return loadTopic(db, actor, id);
};

export const removeTopic = async (db: Db, actor: Actor, id: string): Promise<void> => {
  const topic = await topicFor(db, actor, id);
  ensure(forumPolicy.remove(actor, topic), 'forum_forbidden');
  await deleteTopic(db, id);
  forgetForumStats(db);
};

/** Open or close (author or moderator); a closed topic takes no new posts. */
export const setTopicStatus = async (
  db: Db,
  actor: Actor,
  id: string,
  status: TopicStatus,
): Promise<ForumTopicDetail> => {
  const topic = await topicFor(db, actor, id);
  ensure(forumPolicy.toggleStatus(actor, topic), 'forum_forbidden');
  await updateTopic(db, id, { status });
  return loadTopic(db, actor, id);
};

/** A reply; a quote must be of a post in the same topic. */
export const createPost = async (
  db: Db,
  actor: Actor,
  topicId: string,
  input: ForumPostInput & { content: string },
): Promise<ForumPost> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  await ensureFeatureOn(db, 'forumPosting');
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const topic = await topicFor(tx, actor, topicId);
    if (topic.status === 'closed') throw new AppError('forum_topic_closed');
    ensure(forumPolicy.reply(actor, topic), 'forum_forbidden');
    if (input.quotedPostId) {
      const quoted = await selectPostState(tx, input.quotedPostId);
      if (!quoted || quoted.topicId !== topicId) throw new AppError('forum_post_not_found');
    }
    await guardAbuse(tx, actor, 'post', { content: input.content }, now);
    const postId = await insertPost(tx, {
      topicId,
      authorId: actor.userId,
      content: input.content,
      quotedPostId: input.quotedPostId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await notifyForum(tx, actor, topic, input.content, true);
    return postId;
  });
  forgetForumStats(db);
  return loadPost(db, actor, id);
};

export const loadPost = async (db: Db, viewer: Actor | null, id: string): Promise<ForumPost> => {
  const row = await selectPost(db, id, viewer?.userId ?? null, forumPolicy.seeHidden(viewer));
  if (!row) throw new AppError('forum_post_not_found');
  return presentPost(row, viewer);
};

/** The post a write is about: 404 when it or its topic is gone or hidden from this member. */
const postFor = async (db: Db, actor: Actor, id: string) => {
  const post = await selectPostState(db, id);
  const hidden = post && (post.isHidden || post.topicHidden) && !forumPolicy.seeHidden(actor);
  if (!post || hidden) throw new AppError('forum_post_not_found');
  return post;
};

export const editPost = async (
  db: Db,
  actor: Actor,
  id: string,
  patch: ForumPostPatch,
): Promise<ForumPost> => {
  const post = await postFor(db, actor, id);
  ensure(forumPolicy.edit(actor, post), 'forum_forbidden');
  await updatePost(db, id, { content: patch.content });
  return loadPost(db, actor, id);
};

export const removePost = async (db: Db, actor: Actor, id: string): Promise<void> => {
  const post = await postFor(db, actor, id);
  ensure(forumPolicy.remove(actor, post), 'forum_forbidden');
  await deletePost(db, id);
  forgetForumStats(db);
};

/** One vote per member and item: ±1 sets or changes it, 0 takes it back; never on your own words. */
export const vote = async (db: Db, actor: Actor, input: ForumVoteInput): Promise<ForumVoteResult> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  const item =
    input.target === 'topic' ? await topicFor(db, actor, input.id) : await postFor(db, actor, input.id);
  ensure(forumPolicy.vote(actor, item), 'forum_vote_own');
  const target = input.target === 'topic' ? { topicId: input.id } : { postId: input.id };
  await db.transaction(async (tx) => {
    await putVote(tx, actor.userId, target, input.value);
    if (input.value === 1)
      await notifyVote(tx, actor, {
        authorId: item.authorId,
        topicId: 'topicId' in item ? item.topicId : item.id,
        postId: input.target === 'post' ? item.id : null,
      });
  });
  return { voteScore: await selectScore(db, target), myVote: input.value };
};

/** Report an item to the moderators, once per member (repeating answers the same report). */
export const report = async (
  db: Db,
  actor: Actor,
  input: ForumReportInput,
): Promise<{ id: string; created: boolean }> => {
  ensure(forumPolicy.write(actor), 'forum_login_required');
  const item =
    input.target === 'topic' ? await topicFor(db, actor, input.id) : await postFor(db, actor, input.id);
  ensure(forumPolicy.report(actor, item), 'forum_forbidden');
  const target = input.target === 'topic' ? { topicId: input.id } : { postId: input.id };
  return insertReport(db, actor.userId, target, input.reason);
};

/**
 * Count a topic view once per visitor per hour (spec §7 view_count; server/db/viewCounter.ts): the mark and
 * the increment in one transaction. Hidden topics count only for moderators (others get 404 as on reads).
 */
export const countView = async (
  db: Db,
  viewer: Actor | null,
  topicId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ counted: boolean; viewCount: number }> =>
  db.transaction(async (tx) => {
    const topic = await selectTopicState(tx, topicId);
    if (!topic || (topic.isHidden && !forumPolicy.seeHidden(viewer)))
      throw new AppError('forum_topic_not_found');
    const key = viewerKey({ userId: viewer?.userId ?? null, ip: client.ip, userAgent: client.userAgent });
    const counted = await markView(tx, { type: 'forum_topic', id: topicId, viewerKey: key });
    const viewCount = counted ? await incrementTopicViews(tx, topicId) : await selectTopicViews(tx, topicId);
    return { counted, viewCount: viewCount ?? 0 };
  });
