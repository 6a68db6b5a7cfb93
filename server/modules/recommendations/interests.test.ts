import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInterests, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { insertCategory } from '../../test/fixtures';
import { callAs, errorOf, signInAs } from '../../test/http';

let t: TestApp;
let participant: string;
let organiser: string;
let me: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
  me = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'deelnemer@demo.kring.test'))
  )[0]!.id;
  await t.db.delete(userInterests);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('reading and saving interests', () => {
  it('refuses visitors', async () => {
    expect((await callAs(t, null, 'GET', '/api/me/interests')).statusCode).toBe(401);
    const res = await callAs(t, null, 'PUT', '/api/me/interests/categories', { categoryIds: [] });
    expect(res.statusCode).toBe(401);
  });

  it('starts from the defaults: no types, 25 km, no city, no languages', async () => {
    const res = await callAs(t, participant, 'GET', '/api/me/interests');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categoryIds: [],
      homeCity: null,
      radiusKm: 25,
      languages: [],
      updatedAt: null,
    });
  });

  it('saves active types and subtypes and reads them back', async () => {
    const main = await insertCategory(t.db, { slug: 'int-main', name: 'Interessetype', isMain: true });
    const sub = await insertCategory(t.db, { slug: 'int-sub', name: 'Interessesub', parents: ['int-main'] });
    const res = await callAs(t, participant, 'PUT', '/api/me/interests/categories', {
      categoryIds: [main.id, sub.id, main.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().categoryIds).toEqual([main.id, sub.id]);
    const read = (await callAs(t, participant, 'GET', '/api/me/interests')).json();
    expect(read.categoryIds).toEqual([main.id, sub.id]);
    expect(read.updatedAt).not.toBeNull();
  });

  it('refuses an unknown or inactive category with a Dutch 400 and keeps what was saved', async () => {
    const before = (await callAs(t, participant, 'GET', '/api/me/interests')).json().categoryIds;
    const inactive = await insertCategory(t.db, { slug: 'int-off', isActive: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', inactive.id]) {
      const res = await callAs(t, participant, 'PUT', '/api/me/interests/categories', { categoryIds: [id] });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'interests_category_unknown',
        message: expect.stringContaining('bestaat niet'),
      });
    }
    const bad = await callAs(t, participant, 'PUT', '/api/me/interests/categories', {
      categoryIds: ['dans'],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_failed');
    expect((await callAs(t, participant, 'GET', '/api/me/interests')).json().categoryIds).toEqual(before);
  });

  it('saves a home city resolved by the gazetteer, a radius and languages', async () => {
    const res = await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', {
      homeCity: 'Utrecht',
      radiusKm: 50,
      languages: ['nl', 'en'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ homeCity: 'Utrecht', radiusKm: 50, languages: ['nl', 'en'] });
    const [row] = await t.db.select().from(userInterests).where(eq(userInterests.userId, me));
    expect(row!.homeLatitude).toBeCloseTo(52.09, 1);
    expect(row!.homeLongitude).toBeCloseTo(5.12, 1);
    // The categories of the other screen stay as they were.
    expect(row!.categoryIds.length).toBe(2);
  });

  it('refuses a radius outside the options, an unknown city and an unknown language in Dutch', async () => {
    const radius = await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', {
      homeCity: 'Utrecht',
      radiusKm: 30,
      languages: [],
    });
    expect(radius.statusCode).toBe(400);
    expect(errorOf(radius).code).toBe('validation_failed');
    expect(radius.json().error.fields.radiusKm).toContain('Kies een straal');

    const city = await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', {
      homeCity: 'Xyzzybroek aan de Nergens',
      radiusKm: 25,
      languages: [],
    });
    expect(city.statusCode).toBe(400);
    expect(errorOf(city)).toMatchObject({ code: 'interests_city_unknown' });
    expect(city.json().error.fields.homeCity).toContain('Deze plaats kennen we niet');

    const language = await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', {
      homeCity: null,
      radiusKm: 25,
      languages: ['es'],
    });
    expect(language.statusCode).toBe(400);
    expect(errorOf(language).code).toBe('validation_failed');
    expect((await callAs(t, participant, 'GET', '/api/me/interests')).json().homeCity).toBe('Utrecht');
  });

  it('clears the home city when it is left empty', async () => {
    const res = await callAs(t, participant, 'PUT', '/api/me/interests/personalisation', {
      homeCity: '',
      radiusKm: 25,
      languages: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ homeCity: null, radiusKm: 25, languages: [] });
  });

  it('lets every signed-in user personalise, each on their own row', async () => {
    const res = await callAs(t, organiser, 'PUT', '/api/me/interests/personalisation', {
      homeCity: 'Gent',
      radiusKm: 10,
      languages: ['fr'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ homeCity: 'Gent', radiusKm: 10, languages: ['fr'] });
    expect((await callAs(t, participant, 'GET', '/api/me/interests')).json().homeCity).toBeNull();
  });
});
