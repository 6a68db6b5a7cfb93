import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** A browser's subscription as the sender needs it. */
export type PushSubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

/** A member's browsers get at most this many pushes per notification (the newest subscriptions). */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 20;

/**
 * Store a browser's subscription for the member. The endpoint is unique: a browser that subscribes again (new
 * keys) or is now used by another member (signed out, someone else signed in) moves to this member, so pushes
 * never reach the previous one on that browser.
 */
export const upsertPushSubscription = async (
  db: Db,
  input: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> => {
  await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        failedAt: null,
      },
    });
};

/** Remove the member's own subscription of this endpoint; answers whether one was removed. */
export const deleteOwnPushSubscription = async (db: Db, userId: string, endpoint: string) => {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
};

/** The member's newest subscriptions (push_subscriptions_user_idx). */
export const selectPushSubscriptions = (db: Db, userId: string): Promise<PushSubscriptionRow[]> =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(PUSH_SUBSCRIPTIONS_PER_MEMBER);

export const countPushSubscriptions = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
};

/** The push service says the subscription is gone (404/410): forget it. */
export const deletePushSubscriptionById = async (db: Db, id: string): Promise<void> => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};

export const markPushSubscription = async (db: Db, id: string, outcome: 'success' | 'failure') => {
  await db
    .update(pushSubscriptions)
    .set(outcome === 'success' ? { lastSuccessAt: sql`now()`, failedAt: null } : { failedAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
};
