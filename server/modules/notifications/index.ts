import type { NotificationKind } from '../../../core/domain/notifications';
import type { Db } from '../../db/client';
import { insertNotifications } from './queries';

/**
 * The front door of modules/notifications (issue 15; spec §3 notifications). Every module that has something
 * to tell a member calls `notify` inside its own transaction (pass the transaction as `db`), so a notification
 * exists exactly when the thing it is about does — and is delivered only if that transaction commits.
 *
 * `notify` decides per member and channel from the preferences of the kind's type
 * (core/domain/notifications.ts NOTIFICATION_KINDS → core/domain/notificationPreferences.ts):
 * - in-app: a notifications row, announced on the realtime stream of every server instance (LISTEN/NOTIFY);
 * - e-mail: queued in notification_deliveries and sent after commit (a digest beyond 5 an hour), with a one-click
 *   unsubscribe link; `mail` replaces the generic text when the caller has a richer one;
 * - push: queued the same way (channel 'push') for the member's subscribed browsers.
 */
export type NotifyInput = {
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  content: string;
  /** Where the notification leads inside Kring ('/events/…'); null = nowhere. */
  actionUrl: string | null;
  /** Free-form payload; `event_id` links an event (spec §3). */
  data?: Record<string, unknown>;
  /** The caller's own e-mail for this notification (sent only to members who want e-mail of this type). */
  mail?: { subject: string; text: string; html?: string };
  /** Leave out this member (the one who caused it). */
  exceptUserId?: string | null;
};

/** Notify members; answers how many notifications were written (duplicates in `userIds` count once). */
export const notify = (db: Db, input: NotifyInput): Promise<number> =>
  insertNotifications(db, {
    userIds: input.userIds.filter((id) => id !== input.exceptUserId),
    type: input.kind,
    title: input.title,
    content: input.content,
    actionUrl: input.actionUrl,
    data: input.data ?? {},
  });

/** @deprecated use `notify` (kept while callers move over). */
export const notifyUsers = (
  db: Db,
  input: Omit<NotifyInput, 'kind' | 'data'> & { type: NotificationKind; data: Record<string, unknown> },
): Promise<number> => notify(db, { ...input, kind: input.type });

export { broadcastChannel, notificationChannel, type NotificationMessage } from './channels';
export { notifyFollowers, notifyOncePer } from './fanout';
export { NOTIFICATION_CONTENT_MAX, clipContent, notificationMoment } from './texts';
