import type { Db } from '../../db/client';
import { type NotifyInput, notify } from './notify';

/**
 * The front door of modules/notifications (issue 15; spec §3 notifications). Every module that has something
 * to tell a member calls `notify` inside its own transaction (pass the transaction as `db`), so a notification
 * exists exactly when the thing it is about does — and is delivered only if that transaction commits.
 *
 * `notify` decides per member and channel from the preferences of the kind's type
 * (core/domain/notifications.ts NOTIFICATION_KINDS → core/domain/notificationPreferences.ts):
 * - in-app: a notifications row, announced on the realtime stream of every server instance (LISTEN/NOTIFY);
 *   with in-app off the row is written already read (history only) when another channel is on;
 * - e-mail: queued in notification_deliveries and sent after commit (a digest beyond 5 an hour), with a one-click
 *   unsubscribe link; `mail` replaces the generic text when the caller has a richer one;
 * - push: queued the same way (channel 'push') for the member's subscribed browsers.
 */
export { type NotifyInput, notify } from './notify';
export { notificationRoutes } from './routes';
export { unsubscribeRoutes } from './routesUnsubscribe';
// The dispatcher's push contract is structurally push.ts's PushSender (exported below), so createPushSender plugs in.
export { type DispatchDeps, type PushOutcome, dispatchDeliveries, sendDigests } from './dispatcher';
export { NotificationDispatcher, startNotificationDispatcher } from './notificationDispatcher';

/** @deprecated use `notify` (kept while callers move over). */
export const notifyUsers = (
  db: Db,
  input: Omit<NotifyInput, 'kind' | 'data'> & {
    type: NotifyInput['kind'];
    data: Record<string, unknown>;
  },
): Promise<number> => notify(db, { ...input, kind: input.type });

export { broadcastChannel, notificationChannel, type NotificationMessage } from './channels';
// Web push (issue 15): routes, the sender the dispatcher uses, and the /novu-test endpoint.
export { pushRoutes } from './pushRoutes';
export { type PushPayload, type PushSender, createPushSender } from './push';
export { testNotificationRoutes } from './routesTest';
export {
  type BroadcastFanoutInput,
  broadcastReach,
  broadcastReachesAnyone,
  broadcastReadCounts,
  fanOutBroadcast,
} from './broadcastFanout';
export { broadcastNotificationsFor, unreadNotificationCount } from './queriesStream';
export { notifyFollowers, notifyOncePer } from './fanout';
export { NOTIFICATION_CONTENT_MAX, clipContent, notificationMoment } from './texts';
