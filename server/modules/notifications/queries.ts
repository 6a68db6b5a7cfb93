import { type SQL, and, count, desc, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/client';
import { notificationDeliveries, notificationPreferences, notifications } from '../../db/schema';
import { deliveriesChannel, notificationChannel, type NotificationMessage } from './channels';

export type NotificationRow = typeof notifications.$inferSelect;

/** A member `notify` may reach, with the stored choices of one preference type (null = never chosen). */
export type RecipientRow = {
  userId: string;
  email: boolean | null;
  inApp: boolean | null;
  push: boolean | null;
  hasPush: boolean;
};

/**
 * The members among `userIds` that still exist and are not suspended (banned in better-auth or suspended
 * by an admin), with their preference row of `type` and whether any browser is subscribed to push: ONE
 * query for all of them (primary keys and the push_subscriptions_user_idx).
 */
export const selectRecipients = (db: Db, userIds: readonly string[], type: string): Promise<RecipientRow[]> =>
  executeRows<RecipientRow>(
    db,
    sql`select u.id as "userId", np.email, np.in_app as "inApp", np.push,
          exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as "hasPush"
        from users u
        left join profiles p on p.id = u.id
        left join notification_preferences np on np.user_id = u.id and np.type = ${type}
        where u.id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)
          and not coalesce(u.banned, false) and p.suspended_at is null`,
  );

export type NewNotification = {
  userId: string;
  type: string;
  title: string;
  content: string;
  actionUrl: string | null;
  data: Record<string, unknown>;
  /** In-app off: the row is history only (already read, not counted by the bell). */
  read: boolean;
};

/** One notifications row per entry (notifications_user_created_idx serves the inbox). */
export const insertNotificationRows = async (
  db: Db,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> => {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, readAt: row.read ? sql`now()` : null })))
    .returning();
};

export type NewDelivery = {
  userId: string;
  notificationId: string;
  channel: 'email' | 'push';
  type: string;
  mail: Record<string, unknown> | null;
};

/** Queue e-mail and push deliveries and wake the dispatchers on commit (pg_notify is transactional). */
export const insertDeliveries = async (db: Db, rows: readonly NewDelivery[]): Promise<number> => {
  if (rows.length === 0) return 0;
  await db.insert(notificationDeliveries).values([...rows]);
  await db.execute(sql`select pg_notify(${deliveriesChannel.name}, '{}')`);
  return rows.length;
};

/** Announce messages on the notifications channel: delivered on commit, on every instance. */
export const publishNotificationMessages = async (db: Db, payloads: readonly string[]): Promise<void> => {
  // Chunks keep each statement's parameter small for a large fan-out.
  for (let i = 0; i < payloads.length; i += 500) {
    const chunk = JSON.stringify(payloads.slice(i, i + 500));
    await db.execute(
      sql`select count(pg_notify(${notificationChannel.name}, p)) from jsonb_array_elements_text(${chunk}::jsonb) as p`,
    );
  }
};

/** A read-state change for the member's other tabs. */
export const publishRead = (db: Db, message: Extract<NotificationMessage, { event: 'notifications-read' }>) =>
  publishNotificationMessages(db, [JSON.stringify(message)]);

// ─── Inbox ──────────────────────────────────────────────────────────────────────────────────────────────

/** The latest `limit` notifications of a member (notifications_user_created_idx). */
export const selectLatest = (db: Db, userId: string, limit: number): Promise<NotificationRow[]> =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

/** Unread notifications of a member (the partial notifications_user_unread_idx). */
export const countUnread = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.read)));
  return row?.n ?? 0;
};

export type HistoryFilter = {
  userId: string;
  /** Stored kinds to include, or to leave out (the catch-all type takes unknown kinds too). */
  kinds: { include: readonly string[] } | { exclude: readonly string[] } | null;
  status: 'all' | 'unread' | 'read';
  limit: number;
  offset: number;
};

const historyWhere = (filter: HistoryFilter): SQL | undefined => {
  const parts: (SQL | undefined)[] = [eq(notifications.userId, filter.userId)];
  if (filter.kinds && 'include' in filter.kinds)
    parts.push(inArray(notifications.type, [...filter.kinds.include]));
  if (filter.kinds && 'exclude' in filter.kinds)
    parts.push(notInArray(notifications.type, [...filter.kinds.exclude]));
  if (filter.status === 'unread') parts.push(not(notifications.read));
  if (filter.status === 'read') parts.push(eq(notifications.read, true));
  return and(...parts);
};

/** One page of a member's history, newest first, and the total of the filter (both by user_id first). */
export const selectHistory = async (
  db: Db,
  filter: HistoryFilter,
): Promise<{ rows: NotificationRow[]; total: number }> => {
  const where = historyWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

/** Mark one of the member's notifications read; null when it is not theirs (or does not exist). */
export const markRead = async (
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: NotificationRow; changed: boolean } | null> => {
  const [changed] = await db
    .update(notifications)
    .set({ read: true, readAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), not(notifications.read)))
    .returning();
  if (changed) return { row: changed, changed: true };
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? { row, changed: false } : null;
};

/** Mark every unread notification of the member read (spec §7 mark_all_notifications_read); how many. */
export const markAllRead = async (db: Db, userId: string): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), not(notifications.read)))
    .returning({ id: notifications.id });
  return rows.length;
};

// ─── Unsubscribe ────────────────────────────────────────────────────────────────────────────────────────

/** The member's address and stored e-mail choice of a type (null = never chosen), or null when gone. */
export const selectEmailChoice = async (
  db: Db,
  userId: string,
  type: string,
): Promise<{ email: string; chosen: boolean | null } | null> => {
  const [row] = await executeRows<{ email: string; chosen: boolean | null }>(
    db,
    sql`select u.email, np.email as chosen from users u
        left join notification_preferences np on np.user_id = u.id and np.type = ${type}
        where u.id = ${userId}`,
  );
  return row ?? null;
};

/** Switch e-mail off for one type, keeping the member's in-app and push choices (or their defaults). */
export const switchEmailOff = async (db: Db, userId: string, type: string): Promise<void> => {
  await db
    .insert(notificationPreferences)
    .values({ userId, type, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: false, updatedAt: sql`now()` },
    });
};
