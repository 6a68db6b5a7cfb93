import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz } from './columns';
import { events } from './events';
import { roadmapItems } from './site';

/**
 * Operations of the admin area (issue 16): site settings, roadmap votes, event reports, stored facts for
 * analytics, running instances and background test-data runs.
 */

/**
 * Site settings that take effect without a restart (/admin/instellingen): one row per key, the value as JSON
 * (validated by core/schemas on read and write). Changes are audited and announced over LISTEN/NOTIFY so
 * every instance drops its cached copy.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One vote per member per roadmap item (/roadmap); roadmap_items.votes is the kept count. */
export const roadmapVotes = pgTable(
  'roadmap_votes',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => roadmapItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'roadmap_votes_pk', columns: [t.itemId, t.userId] }),
    index('roadmap_votes_user_idx').on(t.userId),
  ],
);

/** A member's report of an event (the 'reported' filter of /admin/evenementen); resolved by an admin. */
export const eventReports = pgTable(
  'event_reports',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_reports_event_idx').on(t.eventId, t.createdAt.desc()),
    index('event_reports_open_idx')
      .on(t.createdAt.desc())
      .where(sql`resolved_at is null`),
  ],
);

/** Searches per Amsterdam day and normalised term (top terms, searches without results on /admin/analytics). */
export const searchDaily = pgTable(
  'search_daily',
  {
    day: date('day').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'search_daily_pk', columns: [t.day, t.term] })],
);

/** Page views per Amsterdam day and screen key (core/domain/screens), for traffic by page on /admin/analytics. */
export const pageViewsDaily = pgTable(
  'page_views_daily',
  {
    day: date('day').notNull(),
    screen: text('screen').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_views_daily_pk', columns: [t.day, t.screen] })],
);

/**
 * Running server instances (/admin/monitoring): each instance upserts its row on a heartbeat with a snapshot
 * of its in-process metrics (request rates and p95 per route, error counts), so one screen shows them all.
 */
export const serverInstances = pgTable(
  'server_instances',
  {
    id: text('id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: tstz('started_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    errorCount: bigint('error_count', { mode: 'number' }).notNull().default(0),
    metrics: jsonb('metrics').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('server_instances_seen_idx').on(t.lastSeenAt.desc())],
);

/** Background runs of /admin/test-data (generate or remove extra demo data) with their progress. */
export const testDataRuns = pgTable(
  'test_data_runs',
  {
    id: id(),
    action: text('action').notNull(),
    status: text('status').notNull().default('queued'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('test_data_runs_created_idx').on(t.createdAt.desc())],
);
