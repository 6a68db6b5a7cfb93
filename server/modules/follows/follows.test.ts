import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nlFollows from '../../../web/public/locales/nl/follows.json';
import { organizationProfiles, userFollows, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { openTopicStream } from '../../test/sse';

let t: TestApp;
let participant: string;
let venueOwner: string;
let me: string;
let organiserId: string;
let professionalId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
  venueOwner = await signInAs(t, 'locatie@demo.kring.test', DEMO_PASSWORD);
  me = await idOf('deelnemer@demo.kring.test');
  organiserId = await idOf('organisatie@demo.kring.test');
  professionalId = await idOf('professional@demo.kring.test');
  // Start from no follows of the participant, whatever the seed made.
  await t.db.delete(userFollows).where(eq(userFollows.followerId, me));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const followers = async (userId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${userId}/followers` })).json()
    .followerCount as number;

describe('follow and unfollow', () => {
  it('refuses visitors with the Dutch login text', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/follows/${organiserId}`,
        payload: { notificationsEnabled: true },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: nlFollows.loginRequired });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/follows' })).statusCode).toBe(401);
  });

  it('follows idempotently with notifications on; the count follows; unfollow is idempotent too', async () => {
    const before = await followers(organiserId);
    const both = await Promise.all([
      callAs(t, participant, 'PUT', `/api/follows/${organiserId}`),
      callAs(t, participant, 'PUT', `/api/follows/${organiserId}`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1]!.json()).toEqual({
      userId: organiserId,
      following: true,
      notificationsEnabled: true,
      followerCount: before + 1,
    });
    expect(await followers(organiserId)).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(userFollows)
      .where(and(eq(userFollows.followerId, me), eq(userFollows.followingId, organiserId)));
    expect(row?.notificationsEnabled).toBe(true);
    const state = await callAs(
      t,
      participant,
      'GET',
      `/api/follows/state?ids=${organiserId},${professionalId}`,
    );
    expect(state.json().ids).toEqual([organiserId]);

    const off = await callAs(t, participant, 'PATCH', `/api/follows/${organiserId}`, {
      notificationsEnabled: false,
    });
    expect(off.json()).toMatchObject({ following: true, notificationsEnabled: false });

    const gone = await callAs(t, participant, 'DELETE', `/api/follows/${organiserId}`);
    expect(gone.json()).toMatchObject({ following: false, followerCount: before });
    const again = await callAs(t, participant, 'DELETE', `/api/follows/${organiserId}`);
    expect(again.statusCode).toBe(200);
    expect(await followers(organiserId)).toBe(before);
    const patchGone = await callAs(t, participant, 'PATCH', `/api/follows/${organiserId}`, {
      notificationsEnabled: true,
    });
    expect(patchGone.statusCode).toBe(404);
  });

  it('refuses following yourself (Dutch 400) and unknown users (404)', async () => {
    const self = await callAs(t, participant, 'PUT', `/api/follows/${me}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({ code: 'follow_self', message: 'Je kunt jezelf niet volgen.' });
    const unknown = await callAs(t, participant, 'PUT', `/api/follows/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('follow_target_not_found');
    expect((await callAs(t, participant, 'PUT', '/api/follows/nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${UNKNOWN}/followers` })).statusCode).toBe(
      404,
    );
  });
});

describe('what I follow', () => {
  it('lists organisations first, then professionals and members, with names, links and paging', async () => {
    const [member] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'locatie@demo.kring.test'));
    for (const id of [member!.id, professionalId, organiserId])
      expect((await callAs(t, participant, 'PUT', `/api/follows/${id}`)).statusCode).toBe(200);
    const all = await callAs(t, participant, 'GET', '/api/follows');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items.map((i: { userId: string }) => i.userId)).toEqual([
      organiserId,
      professionalId,
      member!.id,
    ]);
    const [org] = await t.db
      .select({ slug: organizationProfiles.slug, name: organizationProfiles.organizationName })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.userId, organiserId));
    expect(body.items[0]).toMatchObject({
      kind: 'organization',
      name: org!.name,
      href: `/organization/${org!.slug}`,
    });
    expect(body.items[1]).toMatchObject({ kind: 'professional' });
    expect(body.items[1].href).toMatch(/^\/professionals\//);
    expect(body.items[2]).toMatchObject({ kind: 'member', notificationsEnabled: true });
    expect(body.counts).toEqual({ organization: 1, professional: 1, member: 1 });
    expect(body.total).toBe(3);
    const page2 = await callAs(t, participant, 'GET', '/api/follows?pageSize=2&page=2');
    expect(page2.json().items.map((i: { userId: string }) => i.userId)).toEqual([member!.id]);
    const pros = await callAs(t, participant, 'GET', '/api/follows?kind=professional');
    expect(pros.json()).toMatchObject({ total: 1, items: [{ userId: professionalId }] });
    expect((await callAs(t, participant, 'GET', '/api/follows?kind=nope')).statusCode).toBe(400);
    // The venue owner follows nobody.
    expect((await callAs(t, venueOwner, 'GET', '/api/follows')).json().total).toBe(0);
  });
});

describe('live follower count', () => {
  it('delivers the current count, then every change', async () => {
    await callAs(t, venueOwner, 'DELETE', `/api/follows/${professionalId}`);
    const before = await followers(professionalId);
    const stream = await openTopicStream(t, { followers: [professionalId] });
    expect(stream.status).toBe(200);
    const counts = () => stream.values('followers');
    await stream.until(() => counts().length === 1);
    expect(counts()[0]).toEqual({ userId: professionalId, count: before });
    await callAs(t, venueOwner, 'PUT', `/api/follows/${professionalId}`);
    await stream.until(() => counts().length === 2);
    expect(counts()[1]).toEqual({ userId: professionalId, count: before + 1 });
    await callAs(t, venueOwner, 'DELETE', `/api/follows/${professionalId}`);
    await stream.until(() => counts().length === 3);
    expect(counts()[2]).toEqual({ userId: professionalId, count: before });
    stream.close();
  });
});
