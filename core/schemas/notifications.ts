import { z } from 'zod';
import { NOTIFICATION_LIST_LIMIT } from '../domain/notifications';
import { NOTIFICATION_TYPES } from '../domain/notificationPreferences';
import { paged } from './common';

/**
 * The notifications contract (issue 15; spec §3 notifications, §7 mark_notification_read and
 * mark_all_notifications_read, §9 limit 50). Everything under /api/me needs a session and only ever touches the
 * member's own rows.
 *
 * Endpoints (server/modules/notifications):
 *   GET    /api/me/notifications                     → NotificationList      latest 50 + unread count (the bell)
 *   GET    /api/me/notifications/history?page=&pageSize=&type=&status= → NotificationPage (/dashboard/notificaties)
 *   GET    /api/me/notifications/unread-count         → UnreadCount
 *   POST   /api/me/notifications/:id/read             → NotificationDto
 *   POST   /api/me/notifications/read-all             → ReadAllResult
 *   POST   /api/me/notifications/test                 TestNotificationBody → TestNotificationResult (/novu-test)
 *   GET    /api/push/public-key                       → PushPublicKey         (public; VAPID)
 *   POST   /api/me/push-subscriptions                 PushSubscriptionBody → 204
 *   DELETE /api/me/push-subscriptions                 PushUnsubscribeBody → 204
 *   GET    /api/notifications/unsubscribe?token=      → UnsubscribeInfo       (public; the token is the key)
 *   POST   /api/notifications/unsubscribe?token=      → UnsubscribeInfo       (public; RFC 8058 one-click)
 * Preferences stay where they are (server/modules/settings), with the channels added:
 *   GET    /api/me/notification-preferences           → NotificationPreferencesResponse (core/schemas/settings.ts)
 *   PUT    /api/me/notification-preferences           NotificationPreferencesBody
 */

const uuid = z.string().uuid();

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NotificationDto = z.object({
  id: uuid,
  /** The kind (core/domain/notifications.ts NOTIFICATION_KINDS), e.g. 'forum_reply'. */
  kind: z.string(),
  /** The preference type the kind belongs to. */
  type: NotificationTypeSchema,
  title: z.string(),
  content: z.string(),
  actionUrl: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** spec §3 data.event_id and friends. */
  data: z.record(z.string(), z.unknown()),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

export const NotificationList = z.object({
  items: z.array(NotificationDto).max(NOTIFICATION_LIST_LIMIT),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  type: NotificationTypeSchema.optional(),
  status: z.enum(['all', 'unread', 'read']).default('all'),
});
export type NotificationHistoryQuery = z.infer<typeof NotificationHistoryQuery>;

export const NotificationPage = paged(NotificationDto);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const ReadAllResult = z.object({ updated: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResult>;

export const TestNotificationBody = z.object({
  title: z.string().trim().min(1).max(120).default('Testmelding'),
  content: z.string().trim().min(1).max(500).default('Dit is een testmelding van Kring.'),
});
export type TestNotificationBody = z.infer<typeof TestNotificationBody>;

/** What happened on each channel: sent, off (preference), or why it could not go. */
export const ChannelOutcome = z.enum(['sent', 'queued', 'off', 'no_subscription', 'failed']);
export const TestNotificationResult = z.object({
  notification: NotificationDto.nullable(),
  channels: z.object({ inApp: ChannelOutcome, email: ChannelOutcome, push: ChannelOutcome }),
});
export type TestNotificationResult = z.infer<typeof TestNotificationResult>;

export const PushPublicKey = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2_000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.string().url().max(2_000) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const UnsubscribeQuery = z.object({ token: z.string().min(10).max(500) });
export const UnsubscribeInfo = z.object({
  type: NotificationTypeSchema,
  /** The address, partly hidden (s***@example.nl). */
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;
