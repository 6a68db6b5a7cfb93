import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOMMENDATION_WINDOW_DAYS } from '../../../core/domain/recommendations';
import type { RecommendationsResponse } from '../../../core/schemas/recommendations';
import { eventFavorites, userFollows, userInterests, users } from '../../db/schema';
import type { Actor } from '../../http/context';
import { type TestApp, createTestApp } from '../../test/app';
import { daysFromNow, insertCategory, insertEvent, insertOrganization } from '../../test/fixtures';
import { callAs, signInAs } from '../../test/http';
import { recommendationsPolicy } from './policy';

let t: TestApp;
let participant: string;
let me: string;
let typeA: { id: string; name: string };
let typeB: { id: string; name: string };
let typeC: { id: string; name: string };
const FAR = { latitude: 53.22, longitude: 6.57, city: 'Groningen' };

const recommendations = async (page = 1): Promise<RecommendationsResponse> => {
  const res = await callAs(t, participant, 'GET', `/api/me/recommendations?page=${page}`);
  expect(res.statusCode).toBe(200);
  return res.json() as RecommendationsResponse;
};
const chooseTypes = async (...categoryIds: string[]) =>
  expect(
    (await callAs(t, participant, 'PUT', '/api/me/interests/categories', { categoryIds })).statusCode,
  ).toBe(200);
const personalise = async (body: { homeCity: string | null; radiusKm: number; languages: string[] }) =>
  expect((await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', body)).statusCode).toBe(
    200,
  );
const idsOf = (r: RecommendationsResponse) => r.items.map((i) => i.event.id);
const reasonOf = (r: RecommendationsResponse, id: string) => r.items.find((i) => i.event.id === id)?.reason;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  me = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'deelnemer@demo.kring.test'))
  )[0]!.id;
  typeA = await insertCategory(t.db, { slug: 'rec-a', name: 'Klankschalen', isMain: true });
  typeB = await insertCategory(t.db, { slug: 'rec-b', name: 'Bosbaden', isMain: true });
  typeC = await insertCategory(t.db, { slug: 'rec-c', name: 'Trommelreis', isMain: true });
}, 120_000);

beforeEach(async () => {
  // Every test starts from a participant without interests, follows or saves.
  await t.db.delete(userInterests).where(eq(userInterests.userId, me));
  await t.db.delete(userFollows).where(eq(userFollows.followerId, me));
  await t.db.delete(eventFavorites).where(eq(eventFavorites.userId, me));
});

afterAll(async () => {
  await t?.close();
});

const eventOf = (type: { id: string }, extra: Parameters<typeof insertEvent>[1] = {}) =>
  insertEvent(t.db, { mainTypeId: type.id, categoryIds: [type.id], ...FAR, ...extra });

describe('recommendations', () => {
  it('are empty, and say so, without interests, follows or saves', async () => {
    await eventOf(typeA);
    const r = await recommendations();
    expect(r).toMatchObject({ items: [], total: 0, page: 1, pageSize: 12, personalized: false });
  });

  it('follow the chosen types, and change when the choice changes', async () => {
    const a = await eventOf(typeA);
    const b = await eventOf(typeB);
    await chooseTypes(typeA.id);
    let r = await recommendations();
    expect(r.personalized).toBe(true);
    expect(idsOf(r)).toContain(a.id);
    expect(idsOf(r)).not.toContain(b.id);
    expect(reasonOf(r, a.id)).toEqual({ code: 'interest', params: { category: 'Klankschalen' } });

    await chooseTypes(typeB.id);
    r = await recommendations();
    expect(idsOf(r)).toContain(b.id);
    expect(idsOf(r)).not.toContain(a.id);
    expect(r.items[0]!.reason).toEqual({ code: 'interest', params: { category: 'Bosbaden' } });
  });

  it('name the chosen subtype when an event matches by it', async () => {
    const sub = await insertCategory(t.db, { slug: 'rec-a-sub', name: 'Gongbad', parents: ['rec-a'] });
    const e = await eventOf(typeA, { categoryIds: [typeA.id, sub.id], subTypeId: sub.id });
    await chooseTypes(typeA.id, sub.id);
    expect(reasonOf(await recommendations(), e.id)).toEqual({
      code: 'interest',
      params: { category: 'Gongbad' },
    });
  });

  it('bring in events of organisers I follow, below the types I chose', async () => {
    const org = await insertOrganization(t.db, { name: 'Stichting Stilte' });
    const followedEvent = await eventOf(typeC, { organizerId: org.userId, organizationProfileId: org.id });
    const chosen = await eventOf(typeA, { startDate: daysFromNow(60) });
    await chooseTypes(typeA.id);
    expect(idsOf(await recommendations())).not.toContain(followedEvent.id);

    expect((await callAs(t, participant, 'PUT', `/api/follows/${org.userId}`)).statusCode).toBe(200);
    const r = await recommendations();
    expect(reasonOf(r, followedEvent.id)).toEqual({
      code: 'followed',
      params: { organizer: 'Stichting Stilte' },
    });
    expect(idsOf(r).indexOf(chosen.id)).toBeLessThan(idsOf(r).indexOf(followedEvent.id));
  });

  it('bring in events like the ones I saved, but never a saved one itself', async () => {
    const saved = await eventOf(typeC);
    const similar = await eventOf(typeC);
    expect((await callAs(t, participant, 'PUT', `/api/me/favorites/events/${saved.id}`)).statusCode).toBe(
      200,
    );
    const r = await recommendations();
    expect(r.personalized).toBe(true);
    expect(reasonOf(r, similar.id)).toEqual({ code: 'savedSimilar', params: {} });
    expect(idsOf(r)).not.toContain(saved.id);
  });

  it('never recommend my own, past, draft, cancelled, deleted or far-off events', async () => {
    const hidden = await Promise.all([
      eventOf(typeB, { organizerId: me }),
      eventOf(typeB, { startDate: daysFromNow(-2) }),
      eventOf(typeB, { status: 'draft' }),
      eventOf(typeB, { status: 'cancelled' }),
      eventOf(typeB, { deletedAt: new Date() }),
      // Beyond the window of upcoming events that are considered.
      eventOf(typeB, { startDate: daysFromNow(RECOMMENDATION_WINDOW_DAYS + 5) }),
    ]);
    const shown = await eventOf(typeB);
    await chooseTypes(typeB.id);
    const r = await recommendations();
    expect(idsOf(r)).toContain(shown.id);
    for (const e of hidden) expect(idsOf(r)).not.toContain(e.id);
  });

  it('bring in events near my home city and in a language I chose other than Dutch', async () => {
    const near = await eventOf(typeA, { latitude: 52.09, longitude: 5.11, city: 'Utrecht' });
    const english = await eventOf(typeA, { languages: ['en'] });
    const dutchFar = await eventOf(typeA);
    await personalise({ homeCity: 'Utrecht', radiusKm: 10, languages: ['nl', 'en'] });
    const r = await recommendations();
    expect(reasonOf(r, near.id)).toEqual({ code: 'nearby', params: { km: 10, city: 'Utrecht' } });
    expect(reasonOf(r, english.id)).toEqual({ code: 'language', params: { language: 'en' } });
    expect(idsOf(r)).not.toContain(dutchFar.id);
    // Nearby outweighs a language; both come before nothing.
    expect(idsOf(r).indexOf(near.id)).toBeLessThan(idsOf(r).indexOf(english.id));
  });

  it('rank by the sum of signals: a chosen type near home before a chosen type far away', async () => {
    const far = await eventOf(typeC, { startDate: daysFromNow(3) });
    const near = await eventOf(typeC, { startDate: daysFromNow(40), latitude: 52.09, longitude: 5.11 });
    await chooseTypes(typeC.id);
    await personalise({ homeCity: 'Utrecht', radiusKm: 25, languages: [] });
    const ids = idsOf(await recommendations());
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
  });

  it('page by 12 without overlap', async () => {
    const paged = await insertCategory(t.db, { slug: 'rec-paged', name: 'Paginatype', isMain: true });
    const made = [];
    for (let i = 0; i < 14; i += 1) made.push(await eventOf(paged, { startDate: daysFromNow(10 + i) }));
    await chooseTypes(paged.id);
    const first = await recommendations(1);
    const second = await recommendations(2);
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe(14);
    expect(new Set([...idsOf(first), ...idsOf(second)])).toEqual(new Set(made.map((e) => e.id)));
    // Soonest first among equal scores.
    expect(idsOf(first)[0]).toBe(made[0]!.id);
    const beyond = await recommendations(5);
    expect(beyond).toMatchObject({ items: [], total: 14, page: 5 });
  });

  it('refuses a bad page with a Dutch 400, and visitors with a 401', async () => {
    const res = await callAs(t, participant, 'GET', '/api/me/recommendations?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await callAs(t, null, 'GET', '/api/me/recommendations')).statusCode).toBe(401);
  });
});

describe('recommendations policy', () => {
  const actor = (roles: Actor['roles']): Actor => ({
    userId: me,
    roles,
    sessionId: 's',
    impersonatorId: null,
  });
  it('keeps types and recommendations to participants (spec §6), personalisation to everyone', () => {
    expect(recommendationsPolicy.readRecommendations(actor([]))).toBe(true);
    expect(recommendationsPolicy.readRecommendations(actor(['organization', 'participant']))).toBe(true);
    expect(recommendationsPolicy.readRecommendations(actor(['organization']))).toBe(false);
    expect(recommendationsPolicy.chooseInterests(actor(['venue']))).toBe(false);
    expect(recommendationsPolicy.choosePersonalisation(actor(['venue']))).toBe(true);
  });
});
