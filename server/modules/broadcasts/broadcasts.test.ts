import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  broadcastNotifications,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  profiles,
  userFollows,
  userRoles,
  users,
} from '../../db/schema';
import { ADMIN_EMAIL, PARTICIPANT_EMAIL, createSignedInTestApp } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { insertOrganization, insertUser } from '../../test/fixtures';
import { callAs, errorOf, signInAs } from '../../test/http';
import { listeningBase, openStream } from '../../test/sse';
import { notify } from '../notifications';

let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  ({ t, admin, participant } = await createSignedInTestApp({
    admin: ADMIN_EMAIL,
    participant: PARTICIPANT_EMAIL,
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const reach = (audience: unknown) => callAs(t, admin, 'POST', '/api/admin/broadcasts/reach', audience);
const send = (audience: unknown, extra: Record<string, unknown> = {}) =>
  callAs(t, admin, 'POST', '/api/admin/broadcasts', {
    title: 'Nieuw in Kring',
    content: 'De agenda voor het voorjaar staat online.',
    audience,
    ...extra,
  });

/** The members a broadcast wrote a notification for. */
const recipients = async (broadcastId: string) =>
  (
    await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, broadcastId))
  ).map((r) => r.userId);

const withCity = async (city: string | null) => {
  const user = await insertUser(t.db);
  await t.db.update(profiles).set({ city }).where(eq(profiles.id, user.id));
  return user.id;
};

/** An organisation with these followers (fresh members). */
const organizationWithFollowers = async (followers: number) => {
  const org = await insertOrganization(t.db);
  const ids: string[] = [];
  for (let i = 0; i < followers; i += 1) {
    const user = await insertUser(t.db);
    await t.db.insert(userFollows).values({ followerId: user.id, followingId: org.userId });
    ids.push(user.id);
  }
  return { org, followers: ids };
};

describe('who may broadcast', () => {
  it('refuses members (403 admin_only) and visitors (401)', async () => {
    const refused = await callAs(t, participant, 'POST', '/api/admin/broadcasts/reach', { kind: 'all' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('admin_only');
    const anonymous = await callAs(t, null, 'GET', '/api/admin/broadcasts');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('validation (Dutch 4xx)', () => {
  it('an empty title, an external link and an unknown place are refused', async () => {
    const empty = await send({ kind: 'all' }, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('validation_failed');
    expect(empty.json().error.fields.title).toBe('Geef een titel.');

    const external = await send({ kind: 'all' }, { actionUrl: 'https://elders.example/' });
    expect(external.statusCode).toBe(400);
    expect(external.json().error.fields.actionUrl).toBe('Gebruik een link binnen Kring, beginnend met /.');

    const unknown = await reach({ kind: 'radius', city: 'Xyzzyplaats', radiusKm: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({
      code: 'broadcast_city_unknown',
      message: 'Deze plaats kennen we niet. Kies een plaats in Nederland of België.',
    });
    const tooFar = await reach({ kind: 'radius', city: 'Utrecht', radiusKm: 5000 });
    expect(tooFar.statusCode).toBe(400);
  });

  it('an unknown organisation is a 404, an audience of nobody a 400', async () => {
    const missing = await reach({
      kind: 'followers',
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('broadcast_organization_not_found');
    const { org } = await organizationWithFollowers(0);
    const nobody = await send({ kind: 'followers', organizationId: org.id });
    expect(nobody.statusCode).toBe(400);
    expect(errorOf(nobody).code).toBe('broadcast_empty_audience');
  });
});

describe('audiences: the reach is what is written', () => {
  it('everyone: every member that is not suspended, once', async () => {
    const [members] = await t.db.select({ n: count() }).from(profiles).where(isNull(profiles.suspendedAt));
    const preview = await reach({ kind: 'all' });
    expect(preview.json()).toEqual({ reach: members?.n });
    const res = await send({ kind: 'all' }, { actionUrl: '/events' });
    expect(res.statusCode).toBe(201);
    const dto = res.json();
    expect(dto).toMatchObject({
      status: 'sent',
      reach: members?.n,
      audienceLabel: 'Iedereen',
      actionUrl: '/events',
    });
    const written = await recipients(dto.id);
    expect(written).toHaveLength(members?.n ?? -1);
    expect(new Set(written).size).toBe(written.length);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.broadcastId, dto.id))
      .limit(1);
    expect(row).toMatchObject({
      type: 'broadcast',
      title: 'Nieuw in Kring',
      read: false,
      actionUrl: '/events',
    });
  });

  it('a role: its holders in any context; suspended members are left out', async () => {
    const holder = await insertUser(t.db);
    const suspended = await insertUser(t.db);
    const twice = await insertUser(t.db);
    await t.db.insert(userRoles).values([
      { userId: holder.id, role: 'venue_premium' },
      { userId: suspended.id, role: 'venue_premium' },
      { userId: twice.id, role: 'venue_premium' },
      { userId: twice.id, role: 'venue_premium', contextType: 'venue', contextId: twice.id },
    ]);
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
    const res = await send({ kind: 'role', role: 'venue_premium' });
    expect(res.statusCode).toBe(201);
    expect(res.json().audienceLabel).toBe('Rol: Locatie Premium');
    const written = await recipients(res.json().id);
    expect(written).toEqual(expect.arrayContaining([holder.id, twice.id]));
    expect(written).not.toContain(suspended.id);
    expect(written.filter((id) => id === twice.id)).toHaveLength(1);
    expect(res.json().reach).toBe(written.length);
  });

  it('a radius: members whose city is a gazetteer place within it; no city, no notification', async () => {
    const utrecht = await withCity('Utrecht');
    const zeist = await withCity('  zeist ');
    const label = await withCity('Houten, Utrecht (NL)');
    const groningen = await withCity('Groningen');
    const nowhere = await withCity(null);
    const preview = await reach({ kind: 'radius', city: 'Utrecht', radiusKm: 15 });
    expect(preview.statusCode).toBe(200);
    const res = await send({ kind: 'radius', city: 'utrecht', radiusKm: 15 });
    expect(res.statusCode).toBe(201);
    expect(res.json().audienceLabel).toBe('Binnen 15 km van Utrecht');
    expect(res.json().audience).toEqual({ kind: 'radius', city: 'utrecht', radiusKm: 15 });
    const written = await recipients(res.json().id);
    expect(written).toEqual(expect.arrayContaining([utrecht, zeist, label]));
    expect(written).not.toContain(groningen);
    expect(written).not.toContain(nowhere);
    expect(res.json().reach).toBe(preview.json().reach);
  });

  it('followers of an organisation: its owner account’s followers', async () => {
    const { org, followers } = await organizationWithFollowers(3);
    const outsider = await insertUser(t.db);
    expect((await reach({ kind: 'followers', organizationId: org.id })).json()).toEqual({ reach: 3 });
    const res = await send({ kind: 'followers', organizationId: org.id });
    expect(res.json().audienceLabel).toBe(`Volgers van ${org.organizationName}`);
    expect((await recipients(res.json().id)).sort()).toEqual([...followers].sort());
    expect(await recipients(res.json().id)).not.toContain(outsider.id);
  });
});

describe('preferences of announcements', () => {
  it('in-app off: no row; e-mail on: a queued delivery; in-app off with e-mail on: a quiet row and the mail', async () => {
    const { org, followers } = await organizationWithFollowers(4);
    const [plain, noBell, mail, mailOnly] = followers as [string, string, string, string];
    await t.db.insert(notificationPreferences).values([
      { userId: noBell, type: 'announcements', email: false, inApp: false },
      { userId: mail, type: 'announcements', email: true, inApp: true },
      { userId: mailOnly, type: 'announcements', email: true, inApp: false, push: true },
    ]);
    const preview = await reach({ kind: 'followers', organizationId: org.id });
    expect(preview.json()).toEqual({ reach: 3 });
    const res = await send({ kind: 'followers', organizationId: org.id });
    const id = res.json().id as string;
    expect(res.json().reach).toBe(3);
    const rows = await t.db
      .select({ userId: notifications.userId, read: notifications.read, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.broadcastId, id));
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(plain)).toMatchObject({ read: false });
    expect(byUser.has(noBell)).toBe(false);
    expect(byUser.get(mail)).toMatchObject({ read: false });
    expect(byUser.get(mailOnly)).toMatchObject({ read: true, readAt: null });
    const deliveries = await t.db
      .select({
        userId: notificationDeliveries.userId,
        channel: notificationDeliveries.channel,
        type: notificationDeliveries.type,
        status: notificationDeliveries.status,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.broadcastId, id));
    expect(deliveries).toHaveLength(3);
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { userId: mail, channel: 'email', type: 'announcements', status: 'queued' },
        { userId: mailOnly, channel: 'email', type: 'announcements', status: 'queued' },
        { userId: mailOnly, channel: 'push', type: 'announcements', status: 'queued' },
      ]),
    );
  });
});

describe('the sent list', () => {
  it('shows reach, read count and read rate, newest first, paged; the send is audited', async () => {
    const { org, followers } = await organizationWithFollowers(4);
    const sent = await send({ kind: 'followers', organizationId: org.id }, { title: 'Leesproef' });
    const id = sent.json().id as string;
    await t.db
      .update(notifications)
      .set({ read: true, readAt: new Date() })
      .where(and(eq(notifications.broadcastId, id), eq(notifications.userId, followers[0] ?? '')));
    const list = await callAs(t, admin, 'GET', '/api/admin/broadcasts');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items[0]).toMatchObject({
      id,
      title: 'Leesproef',
      reach: 4,
      read: 1,
      readRate: 0.25,
      status: 'sent',
      sender: { name: expect.any(String) },
    });
    expect(page.items[0].sentAt).not.toBeNull();
    const [broadcast] = await t.db
      .select({ status: broadcastNotifications.status })
      .from(broadcastNotifications)
      .where(eq(broadcastNotifications.id, id));
    expect(broadcast?.status).toBe('sent');
    const audits = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'broadcast'), eq(auditLog.targetId, id), isNotNull(auditLog.actorId)),
      );
    expect(audits).toEqual([{ action: 'broadcast.send', actorId: expect.any(String) }]);
    const second = await callAs(t, admin, 'GET', '/api/admin/broadcasts?page=2');
    expect(second.json().items).toEqual([]);
    const bad = await callAs(t, admin, 'GET', '/api/admin/broadcasts?page=0');
    expect(bad.statusCode).toBe(400);
  });
});

describe('live delivery', () => {
  const idOf = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const open = async (cookie: string) => {
    const stream = openStream(await listeningBase(t), '/api/stream', cookie);
    expect((await stream.ready).status).toBe(200);
    await stream.until((f) => f.some((x) => x.event === 'unread'), 'first unread');
    return stream;
  };
  const titles = (stream: Awaited<ReturnType<typeof open>>) =>
    stream.frames.filter((f) => f.event === 'notification').map((f) => (f.data as { title: string }).title);

  it('reaches the open stream of a member with the bell, not of one who turned in-app off', async () => {
    const organizer = await signInAs(t, 'organisatie@demo.kring.test');
    const [participantId, organizerId] = [
      await idOf('deelnemer@demo.kring.test'),
      await idOf('organisatie@demo.kring.test'),
    ];
    const org = await insertOrganization(t.db);
    await t.db.insert(userFollows).values([
      { followerId: participantId, followingId: org.userId },
      { followerId: organizerId, followingId: org.userId },
    ]);
    await t.db
      .insert(notificationPreferences)
      .values({ userId: organizerId, type: 'announcements', email: true, inApp: false });
    const mine = await open(participant);
    const theirs = await open(organizer);
    const res = await send({ kind: 'followers', organizationId: org.id }, { title: 'Live melding' });
    expect(res.json().reach).toBe(2);
    await mine.until((f) => titles(mine).includes('Live melding') && f.length > 0, 'the broadcast');
    // Something after it for the other member: once that arrived, the broadcast would have too.
    await t.db.transaction((tx) =>
      notify(tx, {
        userIds: [organizerId],
        kind: 'info',
        title: 'Daarna',
        content: 'Later.',
        actionUrl: null,
      }),
    );
    await theirs.until(() => titles(theirs).includes('Daarna'), 'their later notification');
    expect(titles(theirs)).not.toContain('Live melding');
    mine.close();
    theirs.close();
  });
});
