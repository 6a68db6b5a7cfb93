import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz, updatedAt } from './columns';
import { emailStatus, roadmapStatus } from './enums';

export const roadmapItems = pgTable(
  'roadmap_items',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: roadmapStatus('status').notNull().default('planned'),
    category: text('category').notNull(),
    targetQuarter: text('target_quarter'),
    votes: integer('votes').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('roadmap_items_status_idx').on(t.status, t.sortOrder)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash'),
    handledAt: tstz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Outgoing mail. The embedded default stores every message here (admins read it); the SMTP adapter
 * sends it and records the result. Same shape either way.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Attachments as sent (issue 14: invoice PDF, ticket .ics); small files only, so base64 in the row. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number; contentBase64: string }[]>()
      .notNull()
      .default([]),
    status: emailStatus('status').notNull().default('queued'),
    /** Extra headers as sent (issue 15: List-Unsubscribe and List-Unsubscribe-Post of notification mails). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    index('email_outbox_to_idx').on(t.toAddress),
  ],
);

/** Delivery log of every mail, whichever adapter sent it (admin/instellingen/email-logs). */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: id(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    transport: text('transport').notNull(),
    status: emailStatus('status').notNull(),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('email_logs_created_idx').on(t.createdAt.desc())],
);

/** Runs of scheduled jobs (expired events, recurring events), for monitoring. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
    affected: integer('affected'),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_idx').on(t.job, t.startedAt.desc()),
    // Failed jobs of the last 24 hours on /admin (issue 16).
    index('job_runs_failed_idx')
      .on(t.startedAt)
      .where(sql`${t.error} is not null`),
  ],
);
