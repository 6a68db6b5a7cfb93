import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tstz } from './columns';

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
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Broadcasts sent by admins (admin/broadcast-notifications); fan out into notifications. */
export const broadcastNotifications = pgTable('broadcast_notifications', {
  id: id(),
  senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  audience: text('audience').notNull().default('all'),
  sentAt: tstz('sent_at'),
  createdAt: createdAt(),
});

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
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_receiver_unread_idx').on(t.receiverId, t.isRead),
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
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
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.type] })],
);
