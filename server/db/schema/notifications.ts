import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz } from './columns';
import { forumReportStatus } from './enums';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type').notNull().default('info'),
    read: boolean('read').notNull().default(false),
    actionUrl: text('action_url'),
    /** Free-form payload; `data.event_id` links an event (spec §3). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The admin broadcast this row came from (issue 15), for its reach and read rate. */
    broadcastId: uuid('broadcast_id').references(() => broadcastNotifications.id, { onDelete: 'set null' }),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.read}`),
    index('notifications_broadcast_idx')
      .on(t.broadcastId, t.read)
      .where(sql`${t.broadcastId} is not null`),
  ],
);

/**
 * Broadcasts sent by admins (/admin/broadcast-notifications); fan out into notifications rows with
 * `broadcast_id`. `audience` is the kind ('all' | 'role' | 'radius' | 'followers'), `audience_filter` its
 * parameters (core/schemas/broadcasts.ts), `reach` the members written to.
 */
export const broadcastNotifications = pgTable(
  'broadcast_notifications',
  {
    id: id(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    audience: text('audience').notNull().default('all'),
    audienceFilter: jsonb('audience_filter').$type<Record<string, unknown>>().notNull().default({}),
    actionUrl: text('action_url'),
    /** 'sending' while the fan-out runs, then 'sent' (or 'failed'). */
    status: text('status').notNull().default('sent'),
    reach: integer('reach').notNull().default(0),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('broadcast_notifications_created_idx').on(t.createdAt.desc())],
);

/**
 * The e-mail and push side of notifications (issue 15): one row per notification and channel a member wants
 * beyond the bell, written by `notify` in the cause's transaction and sent after commit by the dispatcher
 * (claimed with FOR UPDATE SKIP LOCKED, so several instances never send one twice). E-mail goes at once while
 * the member got at most DIGEST_THRESHOLD notification mails in the past hour; beyond that rows wait and go
 * out together as one digest ('digested'). 'skipped' = preference off or nothing to send to at send time.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** 'email' | 'push'. */
    channel: text('channel').notNull(),
    type: text('type').notNull(),
    /**
     * 'queued' | 'sent' | 'digested' | 'skipped' | 'failed'; while the dispatcher works on a row: 'sending'
     * (claimed, `sent_at` = claim time) and 'held' (an e-mail waiting for the member's digest).
     */
    status: text('status').notNull().default('queued'),
    /** A caller's own mail (subject, text, html) to send instead of the generic notification mail. */
    mail: jsonb('mail').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_deliveries_queued_idx')
      .on(t.channel, t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    index('notification_deliveries_user_sent_idx').on(t.userId, t.channel, t.sentAt),
    index('notification_deliveries_waiting_idx')
      .on(t.status, t.userId)
      .where(sql`${t.status} in ('held', 'sending')`),
  ],
);

/** Web push subscriptions (issue 15): one per browser endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    lastSuccessAt: tstz('last_success_at'),
    failedAt: tstz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A conversation between two members (issue 15, /dashboard/berichten). The pair is stored ordered
 * (`user_a` < `user_b`) so there is one conversation per pair; `context_*` remembers where it was started
 * (an event, a profile, a venue, a booking) for the header of the thread.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    contextType: text('context_type'),
    contextId: uuid('context_id'),
    contextTitle: text('context_title'),
    contextUrl: text('context_url'),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversations_pair_unique').on(t.userA, t.userB),
    check('conversations_pair_ordered', sql`${t.userA} < ${t.userB}`),
    index('conversations_a_last_idx').on(t.userA, t.lastMessageAt.desc()),
    index('conversations_b_last_idx').on(t.userB, t.lastMessageAt.desc()),
    index('conversations_started_idx').on(t.startedBy, t.createdAt),
  ],
);

/** A member who does not want messages from another (issue 15). */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'member_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** A member's report of a conversation for the admins (issue 15); one open report per member and conversation. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: forumReportStatus('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversation_reports_unique').on(t.reporterId, t.conversationId),
    index('conversation_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Issue 15: the conversation of the pair (every message has one; the seed and the service set it). */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_receiver_unread_idx').on(t.receiverId, t.isRead),
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt.desc()),
    index('chat_messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * E-mail preferences per notification type (/dashboard/instellingen/notificaties). No row = the type's
 * default from core/domain/notificationPreferences.ts.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    /** Issue 15: the in-app (bell) and web-push channels of the type. */
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(false),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.type] })],
);
