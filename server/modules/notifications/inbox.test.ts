import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationDto,
  NotificationList,
  NotificationPage,
} from '../../../core/schemas/notifications';
import { notifications, users } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { RealtimeFanout } from '../../realtime';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';
import { type NotificationMessage, notificationChannel, notify } from './index';

/** The inbox API: the bell, history with filters and paging, marking read — only ever one's own. */

let t: TestApp;
let member = '';
let other = '';
let memberId = '';
let otherId = '';

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const get = <T>(cookie: string, url: string) =>
  callAs(t, cookie, 'GET', url).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  other = await signInAs(t, 'multi@demo.kring.test');
  memberId = await idOf('deelnemer@demo.kring.test');
  otherId = await idOf('multi@demo.kring.test');
  // A clean inbox: 30 forum replies and 5 payments, the oldest first.
  await t.db.delete(notifications).where(eq(notifications.userId, memberId));
  for (let i = 1; i <= 35; i += 1) {
    await notify(t.db, {
      userIds: [memberId],
      kind: i <= 30 ? 'forum_reply' : 'payment_received',
      title: `Melding ${i}`,
      content: `Inhoud ${i}`,
      actionUrl: null,
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('inbox', () => {
  it('refuses visitors with the Dutch message', async () => {
    const res = await callAs(t, null, 'GET', '/api/me/notifications');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({
      code: 'notifications_login_required',
      message: 'Je moet ingelogd zijn om je meldingen te zien.',
    });
  });

  it('shows the bell: newest first, with the unread count', async () => {
    const bell = await get<NotificationList>(member, '/api/me/notifications');
    expect(bell.items).toHaveLength(35);
    expect(bell.items[0]).toMatchObject({ title: 'Melding 35', kind: 'payment_received', type: 'payments' });
    expect(bell.unread).toBe(35);
    expect(await get(member, '/api/me/notifications/unread-count')).toEqual({ count: 35 });
  });

  it('pages the history and filters by type and read state', async () => {
    const page2 = await get<NotificationPage>(member, '/api/me/notifications/history?page=2&pageSize=10');
    expect(page2).toMatchObject({ total: 35, page: 2, pageSize: 10 });
    expect(page2.items.map((n) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Melding ${25 - i}`),
    );
    const payments = await get<NotificationPage>(member, '/api/me/notifications/history?type=payments');
    expect(payments.total).toBe(5);
    expect(payments.items.every((n) => n.type === 'payments')).toBe(true);
    const none = await get<NotificationPage>(member, '/api/me/notifications/history?type=tickets');
    expect(none).toMatchObject({ total: 0, items: [] });
    const bad = await callAs(t, member, 'GET', '/api/me/notifications/history?type=spam&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_failed');
  });

  it('marks one read, only one’s own: another member’s is not found', async () => {
    const [newest] = (await get<NotificationList>(member, '/api/me/notifications')).items;
    const fanout = new RealtimeFanout(t.handle, createLogger(t.config));
    const heard: NotificationMessage[] = [];
    let done: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      done = resolve;
    });
    await fanout.subscribe(notificationChannel, memberId, (m) => {
      heard.push(m);
      done();
    });

    const theirs = await callAs(t, other, 'POST', `/api/me/notifications/${newest!.id}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).code).toBe('notification_not_found');
    const unknown = await callAs(t, member, 'POST', '/api/me/notifications/not-a-uuid/read');
    expect(unknown.statusCode).toBe(400);

    const res = await callAs(t, member, 'POST', `/api/me/notifications/${newest!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: newest!.id, read: true });
    expect((res.json() as NotificationDto).readAt).not.toBeNull();
    await arrived;
    expect(heard[0]).toEqual({ event: 'notifications-read', userId: memberId, ids: [newest!.id] });
    await fanout.close();

    // Idempotent; the other member's list never shows it.
    expect((await callAs(t, member, 'POST', `/api/me/notifications/${newest!.id}/read`)).statusCode).toBe(
      200,
    );
    const theirList = await get<NotificationList>(other, '/api/me/notifications');
    expect(theirList.items.some((n) => n.id === newest!.id)).toBe(false);
    const unread = await get<NotificationPage>(member, '/api/me/notifications/history?status=read');
    expect(unread.items.map((n) => n.id)).toEqual([newest!.id]);
  });

  it('marks all read, and touches nobody else’s', async () => {
    const othersBefore = await get<{ count: number }>(other, '/api/me/notifications/unread-count');
    const res = await callAs(t, member, 'POST', '/api/me/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 34 });
    expect(await get(member, '/api/me/notifications/unread-count')).toEqual({ count: 0 });
    expect((await get<NotificationPage>(member, '/api/me/notifications/history?status=unread')).total).toBe(
      0,
    );
    expect(await get(other, '/api/me/notifications/unread-count')).toEqual(othersBefore);
    expect(otherId).not.toBe(memberId);
    expect((await callAs(t, member, 'POST', '/api/me/notifications/read-all')).json()).toEqual({
      updated: 0,
    });
  });
});
