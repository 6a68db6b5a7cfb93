import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { FAVORITE_MESSAGES } from '../../../core/schemas/favorites';
import { events } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER } from '../../realtime';
import { type TestApp, createTestApp } from '../../test/app';
import { publicUpcomingEvents } from '../../test/events';
import { callAs, signInAs } from '../../test/http';
import { listeningBase, openStream, openTopicStream } from '../../test/sse';

let t: TestApp;
let participant: string;
let organiser: string;
let eventIds: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 12, members: 2 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
  organiser = await signInAs(t, 'organisatie@demo.kring.test', DEMO_PASSWORD);
  eventIds = (await publicUpcomingEvents(t)).map((e) => e.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const savedCountOf = async (eventId: string) =>
  (await t.db.select({ n: events.savedCount }).from(events).where(eq(events.id, eventId)))[0]?.n;

const url = (eventId: string) => `/api/me/favorites/events/${eventId}`;

/** An event none of the two test accounts saved in the seed. */
const unsavedEvent = async (): Promise<string> => {
  const ids = eventIds.join(',');
  const a = (await callAs(t, participant, 'GET', `/api/me/favorites/events/ids?ids=${ids}`)).json().ids;
  const b = (await callAs(t, organiser, 'GET', `/api/me/favorites/events/ids?ids=${ids}`)).json().ids;
  const id = eventIds.find((e) => !a.includes(e) && !b.includes(e));
  if (!id) throw new Error('no unsaved event');
  return id;
};

describe('favourite toggle (spec §4)', () => {
  it('refuses visitors with the favourites login message', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: url(eventIds[0]!) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'favorite_login_required',
        message: 'Je moet ingelogd zijn om evenementen op te slaan.',
      });
    }
  });

  it('saves and unsaves with the exact messages; saved_count follows', async () => {
    const eventId = await unsavedEvent();
    const before = await savedCountOf(eventId);
    const saved = await callAs(t, participant, 'PUT', url(eventId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      eventId,
      saved: true,
      savedCount: before! + 1,
      message: 'Het evenement is toegevoegd aan je opgeslagen evenementen.',
    });
    expect(await savedCountOf(eventId)).toBe(before! + 1);
    const removed = await callAs(t, participant, 'DELETE', url(eventId));
    expect(removed.json()).toEqual({
      eventId,
      saved: false,
      savedCount: before,
      message: FAVORITE_MESSAGES.removed,
    });
  });

  it('never counts a double toggle twice', async () => {
    const eventId = await unsavedEvent();
    const before = (await savedCountOf(eventId))!;
    const both = await Promise.all([
      callAs(t, participant, 'PUT', url(eventId)),
      callAs(t, participant, 'PUT', url(eventId)),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await savedCountOf(eventId)).toBe(before + 1);
    await callAs(t, participant, 'DELETE', url(eventId));
    const again = await callAs(t, participant, 'DELETE', url(eventId));
    expect(again.json()).toMatchObject({ saved: false, savedCount: before });
    expect(await savedCountOf(eventId)).toBe(before);
  });

  it('lets any signed-in persona save, not drafts or unknown events', async () => {
    const eventId = await unsavedEvent();
    expect((await callAs(t, organiser, 'PUT', url(eventId))).statusCode).toBe(200);
    await callAs(t, organiser, 'DELETE', url(eventId));
    await t.db.update(events).set({ status: 'draft' }).where(eq(events.id, eventId));
    const draft = await callAs(t, participant, 'PUT', url(eventId));
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.message).toBe(ERRORS.event_not_found.message);
    await t.db.update(events).set({ status: 'published' }).where(eq(events.id, eventId));
    expect((await callAs(t, participant, 'PUT', url('nope'))).statusCode).toBe(400);
  });
});

describe('saved events list', () => {
  it('lists my saved events upcoming first and answers which ids I saved', async () => {
    const eventId = await unsavedEvent();
    await callAs(t, participant, 'PUT', url(eventId));
    const res = await callAs(t, participant, 'GET', '/api/me/favorites/events?pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { event: { id: string; startDate: string } }[]; total: number };
    expect(body.total).toBe(body.items.length);
    expect(body.items.map((i) => i.event.id)).toContain(eventId);
    const starts = body.items.map((i) => i.event.startDate).filter((d) => d >= new Date().toISOString());
    expect(starts).toEqual([...starts].sort());
    const ids = await callAs(
      t,
      participant,
      'GET',
      `/api/me/favorites/events/ids?ids=${eventId},${eventIds.at(-1)}`,
    );
    expect(ids.json().ids).toContain(eventId);
    const other = await callAs(t, organiser, 'GET', `/api/me/favorites/events/ids?ids=${eventId}`);
    expect(other.json().ids).not.toContain(eventId);
    expect((await callAs(t, participant, 'GET', '/api/me/favorites/events/ids?ids=x')).statusCode).toBe(400);
    await callAs(t, participant, 'DELETE', url(eventId));
  });
});

describe('live saved count (the one stream, GET /api/stream, over LISTEN/NOTIFY)', () => {
  const listening = () => listeningBase(t);
  it('delivers the current count, then every change', async () => {
    const eventId = await unsavedEvent();
    const before = (await savedCountOf(eventId))!;
    const missingId = '00000000-0000-4000-8000-000000000000';
    const stream = await openTopicStream(t, { savedCounts: [eventId, missingId] });
    expect(await stream.ready).toEqual({ status: 200, type: 'text/event-stream; charset=utf-8' });
    const counts = () => stream.values('saved-count');
    await stream.until(() => counts().length === 1);
    expect(counts()[0]).toEqual({ eventId, count: before });
    await callAs(t, participant, 'PUT', url(eventId));
    await stream.until(() => counts().length === 2);
    expect(counts()[1]).toEqual({ eventId, count: before + 1 });
    await callAs(t, organiser, 'PUT', url(eventId));
    await callAs(t, participant, 'DELETE', url(eventId));
    await stream.until(() => counts().at(-1)?.count === before + 1 && counts().length >= 3);
    // An unknown event has no count: it is left out, never an error.
    expect(counts().every((c) => c.eventId === eventId)).toBe(true);
    stream.close();
    await callAs(t, organiser, 'DELETE', url(eventId));
  });

  it('caps open streams: 10 per session, 30 per address whatever the sessions; a closed one frees its slot', async () => {
    const base = await listening();
    const path = '/api/stream';
    const open = async (cookie?: string) => {
      const stream = openStream(base, path, cookie);
      return { stream, status: (await stream.ready).status };
    };
    const streams: ReturnType<typeof openStream>[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
        const { stream, status } = await open(participant);
        streams.push(stream);
        expect(status).toBe(200);
      }
      const refused = await fetch(`${base}${path}`, { headers: { cookie: participant } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await refused.json()).error.code).toBe('too_many_streams');

      // Closing one frees its slot (the server sees the socket close a moment later).
      streams.shift()?.close();
      await expect
        .poll(async () => {
          const { stream, status } = await open(participant);
          streams.push(stream);
          return status;
        })
        .toBe(200);
      streams.filter((_, i) => i >= MAX_STREAMS_PER_USER).forEach((s) => s.close());
      streams.splice(MAX_STREAMS_PER_USER);

      // The address cap counts every stream from it, signed in or not.
      for (let i = MAX_STREAMS_PER_USER; i < MAX_STREAMS_PER_ADDRESS; i += 1) {
        const { stream, status } = await open();
        streams.push(stream);
        expect(status).toBe(200);
      }
      expect((await open(organiser)).status).toBe(429);
      expect((await open()).status).toBe(429);
    } finally {
      streams.forEach((s) => s.close());
    }
  });
});
