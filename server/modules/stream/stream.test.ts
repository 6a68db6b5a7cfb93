import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { broadcastNotifications, notifications, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { listeningBase, openStream } from '../../test/sse';
import { broadcastChannel, notify } from '../notifications';

let t: TestApp;
let member: string;
let other: string;
let memberId: string;
let otherId: string;

const idOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  other = await signInAs(t, 'organisatie@demo.kring.test');
  memberId = await idOf('deelnemer@demo.kring.test');
  otherId = await idOf('organisatie@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A notification as every module writes one: `notify` inside the cause's own transaction. */
const notifyInTransaction = (db: Db, userId: string, title: string, times = 1) =>
  db.transaction(async (tx) => {
    for (let i = 0; i < times; i += 1)
      await notify(tx, {
        userIds: [userId],
        kind: 'forum_reply',
        title: times > 1 ? `${title} ${i + 1}` : title,
        content: 'Er is gereageerd op je onderwerp.',
        actionUrl: '/forum',
      });
  });

const open = async (cookie?: string) => {
  const stream = openStream(await listeningBase(t), '/api/stream', cookie);
  expect((await stream.ready).status).toBe(200);
  await stream.until((f) => f.some((x) => x.event === 'ready'), 'ready');
  return stream;
};
const events = (stream: Awaited<ReturnType<typeof open>>, name: string) =>
  stream.frames.filter((f) => f.event === name).map((f) => f.data);

describe('GET /api/stream', () => {
  it('starts with ready: a random stream id, signed in or not', async () => {
    const visitor = await open();
    const signed = await open(member);
    const [a] = events(visitor, 'ready');
    const [b] = events(signed, 'ready');
    expect(a).toMatchObject({ signedIn: false });
    expect(b).toMatchObject({ signedIn: true });
    expect(String(a?.streamId)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a?.streamId).not.toBe(b?.streamId);
    // A member's stream carries the badges at once.
    await signed.until((f) => f.some((x) => x.event === 'unread'), 'unread');
    visitor.close();
    signed.close();
  });

  it("carries a member's own notifications with the unread badge, never another member's, none to visitors", async () => {
    const mine = await open(member);
    const theirs = await open(other);
    const visitor = await open();
    await mine.until((f) => f.some((x) => x.event === 'unread'), 'first unread');
    const before = Number(events(mine, 'unread')[0]?.notifications);

    await notifyInTransaction(t.db, memberId, 'Nieuwe reactie');
    await mine.until((f) => f.some((x) => x.event === 'notification'), 'notification');
    expect(events(mine, 'notification')[0]).toMatchObject({
      title: 'Nieuwe reactie',
      content: 'Er is gereageerd op je onderwerp.',
      kind: 'forum_reply',
      type: 'forum_replies',
      read: false,
    });
    await mine.until(() => events(mine, 'unread').some((u) => u.notifications === before + 1), 'unread + 1');

    // A notification for the other member afterwards: once it reached them, the first stream has not seen it.
    await notifyInTransaction(t.db, otherId, 'Voor iemand anders');
    await theirs.until((f) => f.some((x) => x.event === 'notification'), 'their notification');
    expect(events(mine, 'notification').map((n) => n.title)).toEqual(['Nieuwe reactie']);
    expect(events(theirs, 'notification').map((n) => n.title)).toEqual(['Voor iemand anders']);
    expect(visitor.frames.map((f) => f.event)).toEqual(['ready']);
    for (const s of [mine, theirs, visitor]) s.close();
  });

  it('sends at most 10 events a second: notifications all in order, the unread badge coalesced', async () => {
    const mine = await open(member);
    await mine.until((f) => f.some((x) => x.event === 'unread'), 'first unread');
    const before = Number(events(mine, 'unread').at(-1)?.notifications);
    const sent = mine.frames.length;
    await notifyInTransaction(t.db, memberId, 'Reeks', 15);
    const titles = () => events(mine, 'notification').map((n) => n.title);
    await mine.until(
      () => titles().length === 15 && events(mine, 'unread').at(-1)?.notifications === before + 15,
      '15 notifications and the last badge',
    );
    expect(titles()).toEqual(Array.from({ length: 15 }, (_, i) => `Reeks ${i + 1}`));
    // 15 notifications each ask for the badge; waiting ones coalesce, so fewer than 15 go out.
    const unreadAfter = mine.frames.slice(sent).filter((f) => f.event === 'unread');
    expect(unreadAfter.length).toBeLessThan(15);
    mine.close();
  });
});

describe('broadcasts', () => {
  it('an announced broadcast reaches the streams of the members it wrote to, looked up once per instance', async () => {
    const mine = await open(member);
    const theirs = await open(other);
    await mine.until((f) => f.some((x) => x.event === 'unread'), 'first unread');
    await t.db.transaction(async (tx) => {
      const [broadcast] = await tx
        .insert(broadcastNotifications)
        .values({ title: 'Onderhoud', content: 'Kring is zondag even offline.', status: 'sent', reach: 1 })
        .returning({ id: broadcastNotifications.id });
      const broadcastId = String(broadcast?.id);
      await tx.insert(notifications).values({
        userId: memberId,
        type: 'broadcast',
        title: 'Onderhoud',
        content: 'Kring is zondag even offline.',
        broadcastId,
      });
      await tx.execute(sql`select pg_notify(${broadcastChannel.name}, ${JSON.stringify({ broadcastId })})`);
    });
    await mine.until((f) => f.some((x) => x.event === 'notification'), 'broadcast notification');
    expect(events(mine, 'notification')[0]).toMatchObject({ title: 'Onderhoud', type: 'announcements' });
    // The other member was not in the audience: the lookup found no row for them.
    await notifyInTransaction(t.db, otherId, 'Daarna');
    await theirs.until((f) => f.some((x) => x.event === 'notification'), 'their notification');
    expect(events(theirs, 'notification').map((n) => n.title)).toEqual(['Daarna']);
    mine.close();
    theirs.close();
  });
});

describe('PUT /api/stream/:streamId/topics', () => {
  it('takes topics only from the stream’s own session; unknown streams and bad bodies are refused', async () => {
    const mine = await open(member);
    const streamId = String(events(mine, 'ready')[0]?.streamId);
    const topics = `/api/stream/${streamId}/topics`;
    expect((await callAs(t, member, 'PUT', topics, { savedCounts: [] })).statusCode).toBe(204);
    const foreign = await callAs(t, other, 'PUT', topics, { savedCounts: [] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('stream_not_found');
    expect((await callAs(t, null, 'PUT', topics, { followers: [] })).statusCode).toBe(404);
    const bad = await callAs(t, member, 'PUT', topics, { savedCounts: ['nope'] });
    expect(bad.statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await callAs(t, member, 'PUT', topics, { followers: tooMany })).statusCode).toBe(400);
    expect((await callAs(t, member, 'PUT', '/api/stream/AAAAAAAAAAAAAAAAAAAAAA/topics', {})).statusCode).toBe(
      404,
    );
    mine.close();
    // A closed stream is gone.
    await expect.poll(async () => (await callAs(t, member, 'PUT', topics, {})).statusCode).toBe(404);
  });
});
