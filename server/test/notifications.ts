import { and, desc, eq } from 'drizzle-orm';
import { notificationDeliveries, notifications, users } from '../db/schema';
import type { TestApp } from './app';

/**
 * Test helpers of issue 15's callers: who a demo address is, and the notifications rows a member got (newest
 * first, optionally of one kind), read straight from the database the HTTP action wrote to.
 */
export const userIdByEmail = async (t: TestApp, email: string): Promise<string> => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

export const notificationsOf = (t: TestApp, userId: string, kind?: string) =>
  t.db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      content: notifications.content,
      actionUrl: notifications.actionUrl,
      data: notifications.data,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), kind ? eq(notifications.type, kind) : undefined))
    .orderBy(desc(notifications.createdAt));

/** The e-mail deliveries notify queued for a member (the notification e-mails, not transactional mails). */
export const emailDeliveriesOf = (t: TestApp, userId: string) =>
  t.db
    .select({
      id: notificationDeliveries.id,
      type: notificationDeliveries.type,
      status: notificationDeliveries.status,
    })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, 'email')));
