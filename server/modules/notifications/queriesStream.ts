import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationDto } from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { presentNotification } from './presenter';
import { countUnread } from './queries';

/**
 * The notifications one broadcast wrote for these members (the ones an instance streams to): one query on
 * notifications_broadcast_idx per broadcast and instance, instead of one NOTIFY per member.
 */
export const broadcastNotificationsFor = async (
  db: Db,
  broadcastId: string,
  userIds: readonly string[],
): Promise<{ userId: string; notification: NotificationDto }[]> => {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.broadcastId, broadcastId), inArray(notifications.userId, [...userIds])));
  return rows.map((row) => ({ userId: row.userId, notification: presentNotification(row) }));
};

/** The member's unread notifications (the bell badge), on the partial index notifications_user_unread_idx. */
export const unreadNotificationCount = (db: Db, userId: string): Promise<number> => countUnread(db, userId);
