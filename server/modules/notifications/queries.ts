import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationInput = {
  userIds: readonly string[];
  type: string;
  title: string;
  content: string;
  actionUrl: string | null;
  data: Record<string, unknown>;
};

/** One notifications row per user (indexed by notifications_user_created_idx for the inbox). */
export const insertNotifications = async (db: Db, input: NotificationInput): Promise<number> => {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        type: input.type,
        title: input.title,
        content: input.content,
        actionUrl: input.actionUrl,
        data: input.data,
      })),
    )
    .returning({ id: notifications.id });
  return rows.length;
};
