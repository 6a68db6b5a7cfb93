import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { notificationDeliveries, pushSubscriptions, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { type FakePushService, fakeBrowser, startFakePushService } from '../../test/fakePushService';
import { callAs, errorOf, signInAs } from '../../test/http';
import { VAPID_KEYS_FILE, vapidKeysFromDataDir } from '../../vapidKeysFile';
import { createPushSender } from './push';

let t: TestApp;
let push: FakePushService;
let participant: string;
let organiser: string;
let participantId: string;
let organiserId: string;
const silent = { warn: () => undefined };

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const subscriptionOf = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const subscribe = (cookie: string | null, endpoint: string, keys = fakeBrowser().keys) =>
  callAs(t, cookie, 'POST', '/api/me/push-subscriptions', { endpoint, keys });

beforeAll(async () => {
  [t, push] = await Promise.all([createTestApp({ seed: { events: 2, members: 1 } }), startFakePushService()]);
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
  participantId = await idOf('deelnemer@demo.kring.test');
  organiserId = await idOf('organisatie@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await Promise.all([t?.close(), push?.close()]);
});

describe('VAPID configuration', () => {
  it('publishes the public key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.vapid!.publicKey });
    expect(Buffer.from(t.config.vapid!.publicKey, 'base64url')).toHaveLength(65);
  });

  it('takes both keys from the environment, refuses one alone, and is off in production without them', () => {
    const env = loadConfig({
      VAPID_PUBLIC_KEY: t.config.vapid!.publicKey,
      VAPID_PRIVATE_KEY: t.config.vapid!.privateKey,
      VAPID_SUBJECT: 'https://kring.example/contact',
    });
    expect(env.vapidSource).toBe('env');
    expect(env.vapid).toEqual({ ...t.config.vapid, subject: 'https://kring.example/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: t.config.vapid!.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'kort', VAPID_PRIVATE_KEY: 'kort' })).toThrow(
      /^Invalid environment variable VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'beheer@kring.test' })).toThrow(/VAPID_SUBJECT/);
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
    expect(production).toMatchObject({ vapid: null, vapidSource: 'off' });
    expect(loadConfig({ ADMIN_EMAIL: 'team@kring.example' }).vapid?.subject).toBe(
      'mailto:team@kring.example',
    );
  });

  it('generates the development keys once in the data folder, private to the server', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kring-vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }, { vapidFromDataDir: vapidKeysFromDataDir });
      const again = loadConfig({ DATA_DIR: dir }, { vapidFromDataDir: vapidKeysFromDataDir });
      expect(first.vapidSource).toBe('data-dir');
      expect(again.vapid).toEqual(first.vapid);
      expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), 'utf8')).publicKey).toBe(
        first.vapid!.publicKey,
      );
      expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o077).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('push subscriptions', () => {
  it('refuses visitors in Dutch', async () => {
    const res = await subscribe(null, `${push.base}/201/visitor`);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('notifications_login_required');
  });

  it('binds a browser to the member; the same browser signed in by another member moves to that member', async () => {
    const endpoint = `${push.base}/201/shared-browser`;
    expect((await subscribe(participant, endpoint)).statusCode).toBe(204);
    expect((await subscriptionOf(endpoint))?.userId).toBe(participantId);
    expect((await subscribe(participant, endpoint)).statusCode).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await subscribe(organiser, endpoint)).statusCode).toBe(204);
    expect((await subscriptionOf(endpoint))?.userId).toBe(organiserId);
  });

  it('refuses keys and addresses no push service gives, with a Dutch 400', async () => {
    const bad = [
      { endpoint: `${push.base}/201/x`, keys: { p256dh: 'bm90LWEta2V5', auth: fakeBrowser().keys.auth } },
      { endpoint: `${push.base}/201/x`, keys: { p256dh: fakeBrowser().keys.p256dh, auth: 'kort' } },
      { endpoint: 'ftp://push.example/abc', keys: fakeBrowser().keys },
    ];
    for (const body of bad) {
      const res = await callAs(t, participant, 'POST', '/api/me/push-subscriptions', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('push_subscription_invalid');
    }
    const notUrl = await callAs(t, participant, 'POST', '/api/me/push-subscriptions', {
      endpoint: 'geen adres',
      keys: fakeBrowser().keys,
    });
    expect(notUrl.statusCode).toBe(400);
    expect(errorOf(notUrl).code).toBe('validation_failed');
  });

  it("removes only the member's own subscription", async () => {
    const mine = `${push.base}/201/mine`;
    const theirs = `${push.base}/201/theirs`;
    await subscribe(participant, mine);
    await subscribe(organiser, theirs);
    const other = await callAs(t, participant, 'DELETE', '/api/me/push-subscriptions', { endpoint: theirs });
    expect(other.statusCode).toBe(204);
    expect((await subscriptionOf(theirs))?.userId).toBe(organiserId);
    const own = await callAs(t, participant, 'DELETE', '/api/me/push-subscriptions', { endpoint: mine });
    expect(own.statusCode).toBe(204);
    expect(await subscriptionOf(mine)).toBeUndefined();
  });
});

describe('the push sender', () => {
  it('sends an encrypted, VAPID-signed push to every browser; forgets gone ones, marks failing ones', async () => {
    const member = await signInAs(t, 'professional@demo.kring.test');
    const memberId = await idOf('professional@demo.kring.test');
    const sender = createPushSender({ config: t.config, db: t.db, logger: silent });
    expect(await sender.send(memberId, { title: 'x', body: 'y', url: null, tag: 't' })).toBe(
      'no_subscription',
    );

    const browser = fakeBrowser();
    const ok = `${push.base}/201/pro-phone`;
    const gone = `${push.base}/410/pro-old-laptop`;
    const broken = `${push.base}/500/pro-tablet`;
    for (const endpoint of [ok, gone, broken]) await subscribe(member, endpoint, browser.keys);
    const before = push.received.length;

    const payload = {
      title: 'Nieuw antwoord',
      body: 'Sanne reageerde op je topic',
      url: '/forum/t/1',
      tag: 'forum',
    };
    expect(await sender.send(memberId, payload)).toBe('sent');

    const arrived = push.received.slice(before);
    expect(arrived.map((r) => r.path).sort()).toEqual([
      '/201/pro-phone',
      '/410/pro-old-laptop',
      '/500/pro-tablet',
    ]);
    const phone = arrived.find((r) => r.path === '/201/pro-phone')!;
    expect(phone.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'normal',
      topic: 'forum',
    });
    expect(phone.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.vapid!.publicKey}$`),
    );
    expect(JSON.parse(browser.decrypt(phone.body))).toEqual(payload);

    expect((await subscriptionOf(ok))?.lastSuccessAt).toBeInstanceOf(Date);
    expect(await subscriptionOf(gone)).toBeUndefined();
    expect((await subscriptionOf(broken))?.failedAt).toBeInstanceOf(Date);

    await callAs(t, member, 'DELETE', '/api/me/push-subscriptions', { endpoint: ok });
    expect(await sender.send(memberId, payload)).toBe('failed');
  });

  it('answers no_subscription when push is off on the server', async () => {
    const off = createPushSender({ config: { vapid: null }, db: t.db, logger: silent });
    expect(off.enabled).toBe(false);
    expect(await off.send(organiserId, { title: 'x', body: 'y', url: null, tag: 't' })).toBe(
      'no_subscription',
    );
  });
});

describe('the dispatcher sends queued pushes', () => {
  it('a test notification with push on reaches the subscribed browser, decrypted as sent', async () => {
    const prefs = await callAs(t, organiser, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ type: 'product_updates', push: true }],
    });
    expect(prefs.statusCode).toBe(200);
    const browser = fakeBrowser();
    const endpoint = `${push.base}/201/dispatch-organiser`;
    expect((await subscribe(organiser, endpoint, browser.keys)).statusCode).toBe(204);

    const sent = await callAs(t, organiser, 'POST', '/api/me/notifications/test', {
      title: 'Pushtest',
      content: 'Via de dispatcher',
    });
    expect(sent.json().channels.push).toBe('queued');
    const notificationId = sent.json().notification.id as string;
    await t.app.notificationDispatcher.run(new Date());

    const arrived = push.received.filter((r) => r.path === '/201/dispatch-organiser');
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(browser.decrypt(arrived[0]!.body))).toEqual({
      title: 'Pushtest',
      body: 'Via de dispatcher',
      url: '/novu-test',
      tag: `notification-${notificationId}`,
    });
    const [delivery] = await t.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notificationId));
    expect(delivery?.status).toBe('sent');
  });
});
