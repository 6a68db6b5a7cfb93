import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The member's stored channels of one type (primary key), or null when they kept the defaults. */
export const selectPreferenceOfType = async (db: Db | Tx, userId: string, type: string) => {
  const [row] = await db
    .select({
      email: notificationPreferences.email,
      inApp: notificationPreferences.inApp,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
    .limit(1);
  return row ?? null;
};

/** The member's newest notification of a kind (notifications_user_created_idx). */
export const selectLatestNotificationOfKind = async (db: Db | Tx, userId: string, kind: string) => {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, kind)))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row ?? null;
};
