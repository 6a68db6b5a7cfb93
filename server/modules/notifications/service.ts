import { AppError } from '../../../core/errors';
import { NOTIFICATION_KINDS, NOTIFICATION_LIST_LIMIT } from '../../../core/domain/notifications';
import type { NotificationType } from '../../../core/domain/notificationPreferences';
import type {
  NotificationDto,
  NotificationHistoryQuery,
  NotificationList,
  NotificationPage,
  ReadAllResult,
  UnreadCount,
} from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { notificationsPolicy } from './policy';
import { presentNotification, presentNotificationPage } from './presenter';
import {
  type HistoryFilter,
  countUnread,
  markAllRead,
  markRead,
  publishRead,
  selectHistory,
  selectLatest,
} from './queries';

const kindsOf = (type: NotificationType): string[] =>
  Object.entries(NOTIFICATION_KINDS)
    .filter(([, t]) => t === type)
    .map(([kind]) => kind);

/** The stored kinds of a preference type; 'product_updates' also takes kinds nobody mapped (the catch-all). */
const kindFilter = (type: NotificationType | undefined): HistoryFilter['kinds'] => {
  if (!type) return null;
  if (type !== 'product_updates') return { include: kindsOf(type) };
  const others = Object.entries(NOTIFICATION_KINDS)
    .filter(([, t]) => t !== 'product_updates')
    .map(([kind]) => kind);
  return { exclude: others };
};

/** The bell: the latest 50 notifications and the unread count (spec §9). */
export const listLatest = async (db: Db, actor: Actor): Promise<NotificationList> => {
  ensure(notificationsPolicy.manageOwnNotifications(actor));
  const [rows, unread] = await Promise.all([
    selectLatest(db, actor.userId, NOTIFICATION_LIST_LIMIT),
    countUnread(db, actor.userId),
  ]);
  return { items: rows.map(presentNotification), unread };
};

/** /dashboard/notificaties: the member's full history, filtered by type and read state, newest first. */
export const listHistory = async (
  db: Db,
  actor: Actor,
  query: NotificationHistoryQuery,
): Promise<NotificationPage> => {
  ensure(notificationsPolicy.manageOwnNotifications(actor));
  const result = await selectHistory(db, {
    userId: actor.userId,
    kinds: kindFilter(query.type),
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return presentNotificationPage(result, query.page, query.pageSize);
};

export const unreadCount = async (db: Db, actor: Actor): Promise<UnreadCount> => {
  ensure(notificationsPolicy.manageOwnNotifications(actor));
  return { count: await countUnread(db, actor.userId) };
};

/**
 * Spec §7 mark_notification_read: only the member's own notification (another's is 'not found'); idempotent.
 * The member's other tabs hear it on the stream ('notifications-read').
 */
export const readNotification = async (db: Db, actor: Actor, id: string): Promise<NotificationDto> => {
  ensure(notificationsPolicy.manageOwnNotifications(actor));
  return db.transaction(async (tx) => {
    const result = await markRead(tx, actor.userId, id);
    if (!result) throw new AppError('notification_not_found');
    if (result.changed)
      await publishRead(tx, { event: 'notifications-read', userId: actor.userId, ids: [id] });
    return presentNotification(result.row);
  });
};

/** Spec §7 mark_all_notifications_read: every unread notification of the member; how many changed. */
export const readAllNotifications = async (db: Db, actor: Actor): Promise<ReadAllResult> => {
  ensure(notificationsPolicy.manageOwnNotifications(actor));
  return db.transaction(async (tx) => {
    const updated = await markAllRead(tx, actor.userId);
    if (updated > 0) await publishRead(tx, { event: 'notifications-read', userId: actor.userId, ids: null });
    return { updated };
  });
};
