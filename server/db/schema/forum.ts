import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz, updatedAt } from './columns';
import { topicStatus } from './enums';
import { events } from './events';

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
    viewCount: integer('view_count').notNull().default(0),
    voteScore: integer('vote_score').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    lastActivityAt: tstz('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('forum_topics_slug_unique').on(t.slug),
    index('forum_topics_category_activity_idx').on(t.categoryId, t.lastActivityAt.desc()),
    index('forum_topics_activity_idx').on(t.lastActivityAt.desc()),
    index('forum_topics_author_idx').on(t.authorId),
    index('forum_topics_tags_idx').using('gin', t.tags),
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
    voteScore: integer('vote_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_posts_topic_idx').on(t.topicId, t.createdAt),
    index('forum_posts_author_idx').on(t.authorId),
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
  ],
);

export const forumUserStats = pgTable('forum_user_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  topicCount: integer('topic_count').notNull().default(0),
  postCount: integer('post_count').notNull().default(0),
  reputation: integer('reputation').notNull().default(0),
  lastActiveAt: tstz('last_active_at').notNull().defaultNow(),
});
