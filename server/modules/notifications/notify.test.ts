import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../core/schemas/notifications';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  profiles,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { createLogger } from '../../http/logger';
import { RealtimeFanout } from '../../realtime';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { type NotificationMessage, notificationChannel, notify } from './index';
import { NOTIFY_PAYLOAD_MAX_BYTES, notificationPayload } from './notify';

/** notify(): per member and channel from the preferences, inside the caller's transaction, announced on commit. */

let t: TestApp;
const EMAILS = {
  member: 'deelnemer@demo.kring.test',
  other: 'multi@demo.kring.test',
  organiser: 'organisatie@demo.kring.test',
  suspended: 'professional@demo.kring.test',
} as const;
type Who = keyof typeof EMAILS;
const ids = {} as Record<Who, string>;

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const rowsOf = (userId: string, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

const deliveriesOf = (notificationId: string) =>
  t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

const setPreference = (
  userId: string,
  type: string,
  value: { email: boolean; inApp: boolean; push: boolean },
) =>
  t.db
    .insert(notificationPreferences)
    .values({ userId, type, ...value })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: value,
    });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  for (const who of Object.keys(EMAILS) as Who[]) ids[who] = await idOf(EMAILS[who]);
  await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, ids.suspended));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('notify', () => {
  it('writes one row per member, once each, without the cause and without suspended members', async () => {
    const written = await t.db.transaction((tx) =>
      notify(tx, {
        userIds: [ids.member, ids.member, ids.other, ids.organiser, ids.suspended],
        exceptUserId: ids.organiser,
        kind: 'event_published',
        title: 'Nieuw evenement: Ademwerk',
        content: 'De Ademhalte heeft een nieuw evenement gepubliceerd.',
        actionUrl: '/events/ademwerk',
        data: { event_id: '11111111-1111-4111-8111-111111111111' },
      }),
    );
    expect(written).toBe(2);
    expect(await rowsOf(ids.member, 'Nieuw evenement: Ademwerk')).toHaveLength(1);
    expect(await rowsOf(ids.other, 'Nieuw evenement: Ademwerk')).toHaveLength(1);
    expect(await rowsOf(ids.organiser, 'Nieuw evenement: Ademwerk')).toHaveLength(0);
    expect(await rowsOf(ids.suspended, 'Nieuw evenement: Ademwerk')).toHaveLength(0);
    const [row] = await rowsOf(ids.member, 'Nieuw evenement: Ademwerk');
    expect(row).toMatchObject({ type: 'event_published', read: false });
    // followed_organizers has e-mail on by default; push is off by default. The app's dispatcher, woken by
    // the commit, may already be sending or have sent it: what matters here is the one e-mail delivery.
    const deliveries = await deliveriesOf(row!.id);
    expect(deliveries.map((d) => [d.channel, d.type])).toEqual([['email', 'followed_organizers']]);
    expect(['queued', 'sending', 'sent']).toContain(deliveries[0]?.status);
  });

  it('writes nothing when the transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await notify(tx, {
          userIds: [ids.member],
          kind: 'forum_reply',
          title: 'Teruggedraaid',
          content: 'Dit mag nergens staan.',
          actionUrl: null,
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rowsOf(ids.member, 'Teruggedraaid')).toHaveLength(0);
  });

  it('follows the channels of the type: in-app off keeps history only, all off writes nothing', async () => {
    await setPreference(ids.member, 'reviews', { email: true, inApp: false, push: false });
    await setPreference(ids.other, 'reviews', { email: false, inApp: false, push: true });
    const before = await callAs(
      t,
      await signInAs(t, EMAILS.member),
      'GET',
      '/api/me/notifications/unread-count',
    );
    const written = await notify(t.db, {
      userIds: [ids.member, ids.other],
      kind: 'review_received',
      title: 'Nieuwe review',
      content: 'Iemand gaf je vijf sterren.',
      actionUrl: null,
    });
    // The other member wants only push but has no subscribed browser: nothing reaches them.
    expect(written).toBe(1);
    const [row] = await rowsOf(ids.member, 'Nieuwe review');
    expect(row).toMatchObject({ read: true });
    expect(row!.readAt).not.toBeNull();
    expect((await deliveriesOf(row!.id)).map((d) => d.channel)).toEqual(['email']);
    const after = await callAs(
      t,
      await signInAs(t, EMAILS.member),
      'GET',
      '/api/me/notifications/unread-count',
    );
    expect(after.json()).toEqual(before.json());
    expect(await rowsOf(ids.other, 'Nieuwe review')).toHaveLength(0);
  });

  it('queues push only for a member with push on and a subscribed browser', async () => {
    await setPreference(ids.other, 'teams', { email: false, inApp: true, push: true });
    await t.db.insert(pushSubscriptions).values({
      userId: ids.other,
      endpoint: 'https://push.example.test/abc',
      p256dh: 'BPubKey',
      auth: 'secret',
    });
    await notify(t.db, {
      userIds: [ids.other],
      kind: 'team_invitation',
      title: 'Uitnodiging voor een team',
      content: 'Je bent uitgenodigd.',
      actionUrl: '/dashboard/team',
      mail: { subject: 'Eigen onderwerp', text: 'Eigen tekst' },
    });
    const [row] = await rowsOf(ids.other, 'Uitnodiging voor een team');
    const deliveries = await deliveriesOf(row!.id);
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([['push', 'queued']]);
  });

  it('announces the notification on the member’s channel after commit, on any instance', async () => {
    const fanout = new RealtimeFanout(t.handle, createLogger(t.config));
    const received: NotificationMessage[] = [];
    let resolveArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      resolveArrived = resolve;
    });
    await fanout.subscribe(notificationChannel, ids.member, (message) => {
      received.push(message);
      resolveArrived();
    });
    await t.db.transaction((tx) =>
      notify(tx, {
        userIds: [ids.member],
        kind: 'forum_reply',
        title: 'Nieuwe reactie op je topic',
        content: 'Anna reageerde op “Ademwerk”.',
        actionUrl: '/forum/ademwerk',
      }),
    );
    await arrived;
    expect(received[0]).toMatchObject({
      event: 'notification',
      userId: ids.member,
      notification: {
        kind: 'forum_reply',
        type: 'forum_replies',
        title: 'Nieuwe reactie op je topic',
        read: false,
      },
    });
    await fanout.close();
  });

  it('keeps the stream payload under the NOTIFY limit', () => {
    const payload = notificationPayload(ids.member, {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'info',
      type: 'product_updates',
      title: 'Lang',
      content: 'é'.repeat(20_000),
      actionUrl: null,
      read: false,
      readAt: null,
      createdAt: new Date().toISOString(),
      data: { big: 'x'.repeat(9_000) },
    });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    const parsed = JSON.parse(payload) as { notification: { content: string } };
    expect(parsed.notification.content.endsWith('…')).toBe(true);
  });
});

describe('the bell', () => {
  it('lists the latest with the unread count', async () => {
    const cookie = await signInAs(t, EMAILS.member);
    const res = await callAs(t, cookie, 'GET', '/api/me/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationList;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(50);
    expect(body.unread).toBe(body.items.filter((n) => !n.read).length);
  });
});
