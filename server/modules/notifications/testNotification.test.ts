import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationPreferences, notifications, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { fakeBrowser } from '../../test/fakePushService';
import { callAs, errorOf, signInAs } from '../../test/http';

let t: TestApp;
let member: string;
let memberId: string;
let other: string;

const sendTest = (cookie: string | null, body: Record<string, unknown> = {}) =>
  callAs(t, cookie, 'POST', '/api/me/notifications/test', body);
const setProductUpdates = (channels: { email?: boolean; inApp?: boolean; push?: boolean }) =>
  callAs(t, member, 'PUT', '/api/me/notification-preferences', {
    preferences: [{ type: 'product_updates', ...channels }],
  });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  other = await signInAs(t, 'organisatie@demo.kring.test');
  memberId = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'deelnemer@demo.kring.test'))
  )[0]!.id;
  await t.db
    .delete(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, memberId), eq(notificationPreferences.type, 'product_updates')),
    );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/me/notifications/test', () => {
  it('refuses visitors in Dutch', async () => {
    const res = await sendTest(null);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('notifications_login_required');
  });

  it('refuses an empty or overlong title with a Dutch 400', async () => {
    for (const body of [{ title: '   ' }, { title: 'x'.repeat(121) }, { content: 'y'.repeat(501) }]) {
      const res = await sendTest(member, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('validation_failed');
    }
  });

  it("writes the member's own test notification and follows the product-updates defaults (bell only)", async () => {
    const res = await sendTest(member, { title: 'Hallo', content: 'Komt dit aan?' });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.channels).toEqual({ inApp: 'sent', email: 'off', push: 'off' });
    expect(result.notification).toMatchObject({
      kind: 'test',
      type: 'product_updates',
      title: 'Hallo',
      content: 'Komt dit aan?',
      actionUrl: '/novu-test',
      read: false,
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, result.notification.id));
    expect(row?.userId).toBe(memberId);
    // The defaults of the contract fill in a body without text.
    expect((await sendTest(other)).json().notification).toMatchObject({ title: 'Testmelding' });
  });

  it('reports e-mail as queued and push as missing a browser once they are switched on', async () => {
    expect((await setProductUpdates({ email: true, push: true })).statusCode).toBe(200);
    const res = await sendTest(member);
    expect(res.json().channels).toEqual({ inApp: 'sent', email: 'queued', push: 'no_subscription' });

    const subscribed = await callAs(t, member, 'POST', '/api/me/push-subscriptions', {
      endpoint: 'http://127.0.0.1:9/201/novu-test',
      keys: fakeBrowser().keys,
    });
    expect(subscribed.statusCode).toBe(204);
    const withBrowser = (await sendTest(member)).json();
    expect(withBrowser.channels).toEqual({ inApp: 'sent', email: 'queued', push: 'queued' });
    const queued = await t.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, withBrowser.notification.id));
    expect(queued.map((d) => d.channel).sort()).toEqual(['email', 'push']);
  });

  it('says in-app is off when the member turned the bell off for product updates', async () => {
    await setProductUpdates({ inApp: false, email: false, push: false });
    const res = await sendTest(member);
    // Every channel off: notify writes nothing, so there is no notification to show either.
    expect(res.json()).toEqual({ notification: null, channels: { inApp: 'off', email: 'off', push: 'off' } });
  });
});
