import type { NotificationType } from './notificationPreferences';

/**
 * Notifications, realtime and messages (issue 15; spec §4 Notification states, §9 Notifications and Realtime).
 * Constants shared by server and web.
 */

/** The bell shows the latest 50 (spec §9). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** Spec §9: notifications stale after 30 s, kept 5 min; the list query times out after 3 s (no retry then). */
export const NOTIFICATION_STALE_MS = 30_000;
export const NOTIFICATION_GC_MS = 5 * 60_000;
export const NOTIFICATION_TIMEOUT_MS = 3_000;

/** More than this many notification e-mails within DIGEST_WINDOW_MS and the rest wait for one digest. */
export const DIGEST_THRESHOLD = 5;
export const DIGEST_WINDOW_MS = 60 * 60_000;

/** Spec §9 Realtime: at most 10 events per second per client; reconnect 1, 2, 5, 10, 30 s; 5 attempts. */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
export const REALTIME_MAX_ATTEMPTS = 5;

/** The Server-Sent event names of the one realtime stream per tab (payloads: core/schemas/realtime.ts). */
export const STREAM_EVENTS = [
  'ready',
  'saved-count',
  'profile-saved-count',
  'followers',
  'notification',
  'notifications-read',
  'message',
  'messages-read',
  'unread',
] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

/** Bell states (spec §4). */
export const BELL_STATES = ['loading', 'error', 'unavailable', 'ready'] as const;
export type BellState = (typeof BELL_STATES)[number];

/** Direct messages: plain text up to this length; rate limits of issue 15. */
export const MESSAGE_MAX_LENGTH = 2_000;
export const MESSAGES_PER_MINUTE = 30;
/** An account younger than NEW_ACCOUNT_DAYS may start at most NEW_ACCOUNT_CONVERSATIONS_PER_DAY conversations a day. */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 5;
/** Chat error boundary: after 3 retries 'Persistente chat problemen' (spec §8). */
export const CHAT_MAX_RETRIES = 3;

/** Where a conversation was started (the thread header links back to it). */
export const CONVERSATION_CONTEXTS = ['event', 'profile', 'venue', 'booking'] as const;
export type ConversationContext = (typeof CONVERSATION_CONTEXTS)[number];

/** Admin broadcast audiences (issue 15). */
export const BROADCAST_AUDIENCES = ['all', 'role', 'radius', 'followers'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_CONTENT_MAX = 1_000;
export const BROADCAST_RADIUS_KM_MAX = 200;

/**
 * Every kind of notification (stored in notifications.type) and the preference type that steers it
 * (core/domain/notificationPreferences.ts). A caller names the kind; the service derives the type. Kinds the
 * seed wrote before issue 15 ('info', 'event', 'subscription', 'review') are mapped too.
 */
export const NOTIFICATION_KINDS = {
  event_published: 'followed_organizers',
  event_reminder: 'event_reminders',
  event_changed: 'event_reminders',
  event: 'event_reminders',
  forum_reply: 'forum_replies',
  forum_mention: 'forum_replies',
  forum_vote: 'forum_replies',
  review_received: 'reviews',
  review_reply: 'reviews',
  review: 'reviews',
  booking_requested: 'bookings',
  booking_answered: 'bookings',
  booking_cancelled: 'bookings',
  ticket_purchased: 'tickets',
  ticket_cancelled: 'tickets',
  waitlist_offer: 'tickets',
  subscription_changed: 'payments',
  subscription_ending: 'payments',
  payment_received: 'payments',
  payment_failed: 'payments',
  subscription: 'payments',
  team_invitation: 'teams',
  message: 'messages',
  broadcast: 'announcements',
  test: 'product_updates',
  info: 'product_updates',
} as const satisfies Record<string, NotificationType>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (value: string): value is NotificationKind => value in NOTIFICATION_KINDS;

/** The preference type of a stored kind; unknown kinds count as product updates. */
export const notificationTypeOf = (kind: string) =>
  isNotificationKind(kind) ? NOTIFICATION_KINDS[kind] : ('product_updates' as const);
