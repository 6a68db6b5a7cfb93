import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('helpdesk_articles_slug_unique').on(t.slug),
    index('helpdesk_articles_category_idx').on(t.category),
  ],
);
