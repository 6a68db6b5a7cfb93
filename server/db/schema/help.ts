import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { tsvector } from './forum';

/** Help-centre articles (spec §3 helpdesk article). Public pages show published ones only. */
export const helpdeskArticles = pgTable(
  'helpdesk_articles',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readTime: integer('read_time').notNull().default(5),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(false),
    author: text('author').notNull().default('Support Team'),
    viewCount: integer('view_count').notNull().default(0),
    /** Title (A), excerpt and tags (B), text of the content (C), Dutch, unaccented; kept by a trigger (0012). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('helpdesk_articles_slug_unique').on(t.slug),
    index('helpdesk_articles_category_idx').on(t.category),
    index('helpdesk_articles_popular_idx')
      .on(t.viewCount.desc())
      .where(sql`published`),
    index('helpdesk_articles_search_idx').using('gin', t.searchVector),
  ],
);

/** 'Was dit nuttig?' answers: one per article and visitor (user id or hashed visitor key); a new answer replaces. */
export const helpdeskFeedback = pgTable(
  'helpdesk_feedback',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => helpdeskArticles.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'helpdesk_feedback_pk', columns: [t.articleId, t.viewerKey] })],
);
