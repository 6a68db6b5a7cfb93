import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, userFollows } from '../../db/schema';

/**
 * The members who follow `followingId` and kept its notifications on ('Meldingen aan'), by
 * user_follows_following_idx.
 */
export const selectNotifiedFollowerIds = async (db: Db, followingId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followingId, followingId), eq(userFollows.notificationsEnabled, true)));
  return rows.map((r) => r.id);
};

/**
 * Whether the member already got a notification of this kind whose data contains `match` since `since`
 * (notifications_user_created_idx narrows to the member's recent rows; the rest is a filter over few rows).
 */
export const hasNotificationSince = async (
  db: Db,
  input: { userId: string; kind: string; match: Record<string, string>; since: Date },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        gte(notifications.createdAt, input.since),
        eq(notifications.type, input.kind),
        sql`${notifications.data} @> ${JSON.stringify(input.match)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
};
