import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz, updatedAt } from './columns';
import { forumReportStatus, topicStatus } from './enums';
import { events } from './events';

/** Full-text vector kept by triggers (migration 0012): Dutch stemming over unaccented text. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    color: text('color'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    topicCount: integer('topic_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('forum_categories_slug_unique').on(t.slug),
    unique('forum_categories_name_unique').on(t.name),
  ],
);

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    slug: text('slug').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: topicStatus('status').notNull().default('open'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Hidden by a moderator (admin): gone for everyone else, kept for the record. */
    isHidden: boolean('is_hidden').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    voteScore: integer('vote_score').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    lastActivityAt: tstz('last_activity_at').notNull().defaultNow(),
    /** Title (A), tags (B) and content (C), Dutch, unaccented; kept by a trigger (migration 0012). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('forum_topics_slug_unique').on(t.slug),
    index('forum_topics_category_activity_idx').on(t.categoryId, t.lastActivityAt.desc()),
    index('forum_topics_category_created_idx').on(t.categoryId, t.createdAt.desc()),
    index('forum_topics_category_votes_idx').on(t.categoryId, t.voteScore.desc()),
    index('forum_topics_category_views_idx').on(t.categoryId, t.viewCount.desc()),
    index('forum_topics_activity_idx').on(t.lastActivityAt.desc()),
    index('forum_topics_created_idx').on(t.createdAt.desc()),
    index('forum_topics_author_created_idx').on(t.authorId, t.createdAt.desc()),
    index('forum_topics_event_idx').on(t.eventId, t.lastActivityAt.desc()),
    index('forum_topics_featured_idx')
      .on(t.lastActivityAt.desc())
      .where(sql`is_featured or is_pinned`),
    // Migration 0013: hidden topics per category (a list's total is the category counter minus these), and
    // the 'Evenementen' tab (topics about an event, by activity) without walking every topic.
    index('forum_topics_hidden_idx')
      .on(t.categoryId)
      .where(sql`is_hidden`),
    index('forum_topics_with_event_idx')
      .on(t.lastActivityAt.desc())
      .where(sql`event_id is not null`),
    index('forum_topics_tags_idx').using('gin', t.tags),
    index('forum_topics_search_idx').using('gin', t.searchVector),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** The post this one quotes; the quoted words are kept in `content` as a Markdown quote, so they survive. */
    quotedPostId: uuid('quoted_post_id').references((): AnyPgColumn => forumPosts.id, {
      onDelete: 'set null',
    }),
    voteScore: integer('vote_score').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_posts_topic_idx').on(t.topicId, t.createdAt),
    index('forum_posts_author_created_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

/** One vote per user per topic or post (+1 / -1); vote_score is the sum. */
export const forumVotes = pgTable(
  'forum_votes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('forum_votes_topic_unique').on(t.userId, t.topicId),
    unique('forum_votes_post_unique').on(t.userId, t.postId),
    index('forum_votes_topic_idx').on(t.topicId),
    index('forum_votes_post_idx').on(t.postId),
  ],
);

/**
 * Per-member forum figures for the leaderboard (spec §3 forum_user_stats), kept by triggers on topics, posts
 * and votes (migration 0012): reputation = 5 per topic + 2 per post + the vote scores the member received.
 */
export const forumUserStats = pgTable(
  'forum_user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicCount: integer('topic_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    reputation: integer('reputation').notNull().default(0),
    lastActiveAt: tstz('last_active_at').notNull().defaultNow(),
  },
  (t) => [
    index('forum_user_stats_reputation_idx').on(t.reputation.desc()),
    index('forum_user_stats_active_idx').on(t.lastActiveAt.desc()),
  ],
);

/** A member's report of a topic or a post for the moderators (one per member and item). */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: id(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    topicId: uuid('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: forumReportStatus('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('forum_reports_topic_unique').on(t.reporterId, t.topicId),
    unique('forum_reports_post_unique').on(t.reporterId, t.postId),
    index('forum_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * "Counted once per visitor per hour" for topic and help-article views (spec §7 view_count): one mark per item
 * and visitor (user id, or a hash of address and browser for visitors); a view counts when the mark is new or
 * older than an hour. Old marks are pruned by a job. See server/db/viewCounter.ts.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'view_marks_pk', columns: [t.targetType, t.targetId, t.viewerKey] }),
    index('view_marks_viewed_idx').on(t.viewedAt),
  ],
);
