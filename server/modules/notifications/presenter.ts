import { notificationTypeOf } from '../../../core/domain/notifications';
import type { NotificationDto, NotificationPage } from '../../../core/schemas/notifications';
import type { NotificationRow } from './queries';

/** A notifications row as the bell, the history and the stream show it (kind as stored, type derived). */
export const presentNotification = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.type,
  type: notificationTypeOf(row.type),
  title: row.title,
  content: row.content,
  actionUrl: row.actionUrl,
  read: row.read,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  data: row.data,
});

export const presentNotificationPage = (
  result: { rows: NotificationRow[]; total: number },
  page: number,
  pageSize: number,
): NotificationPage => ({ items: result.rows.map(presentNotification), total: result.total, page, pageSize });
