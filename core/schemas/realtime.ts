import { z } from 'zod';
import { NotificationDto } from './notifications';
import { MessageDto } from './messages';

/**
 * The one realtime stream per browser tab (issue 15; spec §7 Realtime, §9 10 events/s, heartbeat 30 s).
 *
 *   GET  /api/stream                       → text/event-stream (a session adds notifications and messages;
 *                                            visitors get only the public topics)
 *   PUT  /api/stream/:streamId/topics       StreamTopicsBody → 204 (the stream id, sent in `ready`, is the key)
 *
 * Server-Sent events (event name → data):
 *   ready              StreamReady          first, once per connection
 *   saved-count        SavedCountEvent      for each event id in the topics (replaces /api/events/:id/saved-count/stream)
 *   profile-saved-count ProfileSavedCountEvent for each venue / professional id in the topics
 *   followers          FollowersEvent       for each user id in the topics (replaces /api/users/:id/followers/stream)
 *   notification       NotificationDto      a new notification for the member (toast 'title: content')
 *   notifications-read NotificationsRead    read state changed (another tab, mark all)
 *   message            MessageEvent         a new direct message in one of the member's conversations
 *   messages-read      MessagesRead         the other member read the conversation (read receipts)
 *   unread             UnreadCounts         the header badges after any of the above
 * At most 10 events per second per client: counts are coalesced (latest wins), the rest queue in order.
 */

const uuid = z.string().uuid();

export const STREAM_TOPIC_MAX = 50;
export const StreamParams = z.object({ streamId: z.string().min(10).max(64) });

export const StreamReady = z.object({ streamId: z.string(), signedIn: z.boolean() });
export type StreamReady = z.infer<typeof StreamReady>;

export const StreamTopicsBody = z.object({
  savedCounts: z.array(uuid).max(STREAM_TOPIC_MAX).default([]),
  followers: z.array(uuid).max(STREAM_TOPIC_MAX).default([]),
  venueSavedCounts: z.array(uuid).max(STREAM_TOPIC_MAX).default([]),
  professionalSavedCounts: z.array(uuid).max(STREAM_TOPIC_MAX).default([]),
});
export type StreamTopicsBody = z.infer<typeof StreamTopicsBody>;

export const SavedCountEvent = z.object({ eventId: uuid, count: z.number().int() });
export type SavedCountEvent = z.infer<typeof SavedCountEvent>;
export const ProfileSavedCountEvent = z.object({
  kind: z.enum(['venue', 'professional']),
  id: uuid,
  count: z.number().int(),
});
export type ProfileSavedCountEvent = z.infer<typeof ProfileSavedCountEvent>;
export const FollowersEvent = z.object({ userId: uuid, count: z.number().int() });
export type FollowersEvent = z.infer<typeof FollowersEvent>;

export const NotificationEvent = NotificationDto;
export const NotificationsRead = z.object({ ids: z.array(uuid).nullable(), unread: z.number().int() });
export type NotificationsRead = z.infer<typeof NotificationsRead>;

export const MessageEvent = z.object({ conversationId: uuid, message: MessageDto });
export type MessageEvent = z.infer<typeof MessageEvent>;
export const MessagesRead = z.object({ conversationId: uuid, readerId: uuid, readAt: z.string() });
export type MessagesRead = z.infer<typeof MessagesRead>;

export const UnreadCounts = z.object({ notifications: z.number().int(), messages: z.number().int() });
export type UnreadCounts = z.infer<typeof UnreadCounts>;

// The names live in core/domain (no zod there), so the web's stream client does not pull zod into the shell.
export { STREAM_EVENTS, type StreamEventName } from '../domain/notifications';
