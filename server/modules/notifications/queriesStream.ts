import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { notificationTypeOf } from '../../../core/domain/notifications';
import type { NotificationDto } from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** A notifications row as the stream and the bell show it (core/schemas/notifications.ts NotificationDto). */
export const streamNotificationDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.type,
  type: notificationTypeOf(row.type),
  title: row.title,
  content: row.content,
  actionUrl: row.actionUrl,
  read: row.read,
  readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
  data: row.data,
});

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
  return rows.map((row) => ({ userId: row.userId, notification: streamNotificationDto(row) }));
};

/** The member's unread notifications (the bell badge), on the partial index notifications_user_unread_idx. */
export const unreadNotificationCount = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`));
  return row?.n ?? 0;
};
