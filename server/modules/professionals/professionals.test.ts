import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../core/schemas/common';
import type {
  ProfessionalDetail,
  ProfessionalSearchResponse,
  ProfessionalTypesResponse,
} from '../../../core/schemas/professionals';
import { profileUsers, userRoles, users } from '../../db/schema';
import { signUpVerified } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import {
  insertFollowers,
  insertProfessional,
  insertProfessionalType,
  insertService,
} from '../../test/professionals';

/** City centres (WGS84). Straight lines: Utrecht–Amsterdam ≈ 34 km, Utrecht–Gent ≈ 150 km. */
const CITY = {
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  amsterdam: { latitude: 52.3676, longitude: 4.9041 },
  gent: { latitude: 51.0543, longitude: 3.7174 },
};
const near = (c: { latitude: number; longitude: number }): string => `${c.latitude},${c.longitude}`;
const PASSWORD = 'Kring-test-2026!';

let t: TestApp;
const cookie: Record<'viewer' | 'owner' | 'team' | 'admin', string> = {
  viewer: '',
  owner: '',
  team: '',
  admin: '',
};
const ids: Record<string, string> = {};
const category = { adem: randomUUID(), yoga: randomUUID(), klank: randomUUID(), los: randomUUID() };

/** A verified newcomer, signed in; returns their account id and session cookie. */
const member = async (name: string): Promise<{ id: string; email: string; cookie: string }> => {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@test.kring`;
  await signUpVerified(t, t.config.publicUrl, { email, password: PASSWORD, name });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return { id: row.id, email, cookie: await signInAs(t, email, PASSWORD) };
};

const get = (who: keyof typeof cookie | null, url: string) => callAs(t, who ? cookie[who] : null, 'GET', url);

const search = async (query = ''): Promise<ProfessionalSearchResponse> => {
  const res = await get('viewer', `/api/professionals${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfessionalSearchResponse>();
};
const names = async (query = ''): Promise<string[]> => (await search(query)).items.map((p) => p.title);

const detail = async (value: string, who: keyof typeof cookie = 'viewer'): Promise<ProfessionalDetail> => {
  const res = await get(who, `/api/professionals/${encodeURIComponent(value)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfessionalDetail>();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const viewer = await member('Kijker');
  const owner = await member('Eigenaar');
  const team = await member('Teamlid');
  const admin = await member('Beheerder');
  await db.insert(userRoles).values({ userId: admin.id, role: 'admin', contextType: 'global' });
  Object.assign(cookie, {
    viewer: viewer.cookie,
    owner: owner.cookie,
    team: team.cookie,
    // A fresh session picks up the admin role.
    admin: await signInAs(t, admin.email, PASSWORD),
  });

  const coach = await insertProfessionalType(db, { slug: 'coach', name: 'Coach', sortOrder: 2 });
  const therapeut = await insertProfessionalType(db, { slug: 'therapeut', name: 'Therapeut', sortOrder: 1 });

  const adem = await insertProfessional(db, {
    userId: owner.id,
    businessName: 'Adem & Ruimte',
    slug: 'adem-en-ruimte',
    professionalTitle: 'Ademcoach',
    professionalTypeId: coach.id,
    ...CITY.utrecht,
    city: 'Utrecht',
    categoryIds: [category.adem, category.yoga],
    specialties: ['Verbonden ademhaling', 'Stress'],
    targetSetting: ['Individueel', 'Groepen'],
    bio: 'Eerste alinea met <b>vet</b>?\n\nTweede alinea. <script>alert(1)</script>',
    workSchedule: 'Ma t/m do',
    externalLinks: [
      { label: 'Website', url: 'https://adem.example/' },
      { label: 'Kwaad', url: 'javascript:alert(1)' },
      { label: '', url: 'http://blog.example/ademen' },
    ],
    gender: 'vrouw',
    availableForOnline: true,
    availableForInPerson: true,
    priceRange: '€ 60 – € 90',
    profileImageUrl: '/media/pros/adem.jpg',
    rating: 4.5,
  });
  ids.adem = adem.id;
  await insertService(db, adem.id, {
    title: 'Ademsessie',
    price: 75,
    durationMinutes: 60,
    priceType: 'per_sessie',
  });
  await insertService(db, adem.id, { title: 'Kennismaking', price: 0, durationMinutes: 20, isOnline: true });
  await insertService(db, adem.id, { title: 'Concept', price: 10, status: 'draft' });
  await insertFollowers(db, owner.id, 2);
  await db
    .insert(profileUsers)
    .values({ profileId: adem.id, profileType: 'professional', userId: team.id, role: 'member' });

  const klank = await insertProfessional(db, {
    businessName: 'Klankwerk',
    slug: 'klankwerk',
    professionalTypeId: therapeut.id,
    ...CITY.gent,
    city: 'Gent',
    categoryIds: [category.klank, category.adem],
    isPremium: true,
    availableForInPerson: true,
  });
  ids.klank = klank.id;
  await insertService(db, klank.id, { title: 'Klankbad', price: 120, status: 'active' });

  const yoga = await insertProfessional(db, {
    businessName: 'Yoga met Noor',
    slug: 'yoga-met-noor',
    professionalTypeId: coach.id,
    ...CITY.amsterdam,
    city: 'Amsterdam',
    categoryIds: [category.yoga],
    isVerified: true,
    availableForOnline: true,
    availableForInPerson: false,
  });
  ids.yoga = yoga.id;
  await insertService(db, yoga.id, { title: 'Yogales', price: 20 });

  const buurt = await insertProfessional(db, {
    businessName: 'Buurtpraktijk',
    slug: 'buurtpraktijk',
    ...CITY.utrecht,
    latitude: CITY.utrecht.latitude + 0.02,
    city: 'Utrecht',
    categoryIds: [category.los],
  });
  ids.buurt = buurt.id;

  const verborgen = await insertProfessional(db, {
    businessName: 'Verborgen praktijk',
    slug: 'verborgen-praktijk',
    categoryIds: [category.adem],
    isHidden: true,
  });
  ids.verborgen = verborgen.id;
  const concept = await insertProfessional(db, {
    businessName: 'Conceptpraktijk',
    slug: 'conceptpraktijk',
    categoryIds: [category.adem],
    status: 'draft',
  });
  ids.concept = concept.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('signed in only (spec §2, §6)', () => {
  it('answers 401 in Dutch without a session; the type options are public', async () => {
    for (const url of ['/api/professionals', '/api/professionals/adem-en-ruimte']) {
      const res = await get(null, url);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().error).toMatchObject({
        code: 'unauthenticated',
        message: 'Je moet ingelogd zijn om dit te doen.',
      });
    }
    const types = await get(null, '/api/professional-types');
    expect(types.statusCode).toBe(200);
    expect(types.json<ProfessionalTypesResponse>().types).toEqual([
      { slug: 'therapeut', name: 'Therapeut' },
      { slug: 'coach', name: 'Coach' },
    ]);
  });
});

describe('GET /api/professionals', () => {
  it('lists published, unhidden professionals: premium first, then verified, then by name', async () => {
    const result = await search();
    expect(result.items.map((p) => p.title)).toEqual([
      'Klankwerk',
      'Yoga met Noor',
      'Adem & Ruimte',
      'Buurtpraktijk',
    ]);
    expect(result.total).toBe(4);
  });

  it('presents the unified listing card', async () => {
    const card = (await search('?q=adem%20ruimte')).items[0];
    expect(card).toMatchObject({
      id: ids.adem,
      contentType: 'professional',
      title: 'Adem & Ruimte',
      subtitle: 'Ademcoach',
      slug: 'adem-en-ruimte',
      imageUrl: '/media/pros/adem.jpg',
      badges: [{ kind: 'type', label: 'Coach' }],
      location: { city: 'Utrecht', distance: null },
      rating: null,
      reviewCount: 0,
      savedCount: 0,
      isFavorite: null,
      professionalData: { servicesCount: 2 },
    });
    expect(card?.description).toBe('Eerste alinea met vet? Tweede alinea.');
  });

  it('finds by text, type, online and in person', async () => {
    expect(await names('?q=gent')).toEqual(['Klankwerk']);
    expect(await names('?q=verbonden')).toEqual(['Adem & Ruimte']);
    expect(await names('?type=coach')).toEqual(['Yoga met Noor', 'Adem & Ruimte']);
    expect(await names('?type=bestaat-niet')).toEqual([]);
    expect(await names('?online=true')).toEqual(['Yoga met Noor', 'Adem & Ruimte']);
    expect(await names('?inPerson=true&online=true')).toEqual(['Adem & Ruimte']);
    expect(await names('?type=coach&inPerson=true')).toEqual(['Adem & Ruimte']);
  });

  it('filters on the price range of visible services (drafts do not count)', async () => {
    expect(await names('?minPrice=100')).toEqual(['Klankwerk']);
    expect(await names('?maxPrice=25')).toEqual(['Yoga met Noor', 'Adem & Ruimte']);
    expect(await names('?minPrice=50&maxPrice=80')).toEqual(['Adem & Ruimte']);
    expect(await names('?minPrice=5&maxPrice=15')).toEqual([]);
  });

  it('searches around a place within the radius, with the distance in whole km', async () => {
    const around = await search(`?near=${near(CITY.utrecht)}&radius=10`);
    expect(around.items.map((p) => [p.title, p.location?.distance])).toEqual([
      ['Adem & Ruimte', 0],
      ['Buurtpraktijk', 2],
    ]);
    expect(await names(`?near=${near(CITY.utrecht)}&radius=50`)).toEqual([
      'Yoga met Noor',
      'Adem & Ruimte',
      'Buurtpraktijk',
    ]);
  });

  it('sorts by the lowest service price within premium-and-verified first, and pages with a total', async () => {
    expect(await names('?sort=price_asc')).toEqual([
      'Klankwerk',
      'Yoga met Noor',
      'Adem & Ruimte',
      'Buurtpraktijk',
    ]);
    const first = await search('?pageSize=3');
    const second = await search('?pageSize=3&page=2');
    expect(second.items.map((p) => p.title)).toEqual(['Buurtpraktijk']);
    expect([first.total, second.total]).toEqual([4, 4]);
  });

  it('refuses a price or mode it cannot read with a Dutch 400', async () => {
    const cases: [string, string, string][] = [
      ['?minPrice=gratis', 'minPrice', 'Vul een bedrag in euro’s in, van 0 tot 100.000.'],
      ['?maxPrice=-5', 'maxPrice', 'Vul een bedrag in euro’s in, van 0 tot 100.000.'],
      ['?minPrice=80&maxPrice=50', 'maxPrice', 'De maximumprijs mag niet lager zijn dan de minimumprijs.'],
      ['?online=ja', 'online', 'Gebruik true of false.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get('viewer', `/api/professionals${query}`);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json<ErrorEnvelope>();
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]).toBe(message);
    }
    // Shared-link parameters fall back as on /events and /venues.
    expect(await names('?sort=onbekend&radius=7&near=abc&page=x')).toHaveLength(4);
  });
});

describe('GET /api/professionals/:idOrSlug', () => {
  it('resolves the slug, the id and a slug ending in the 8-hex id prefix', async () => {
    expect((await detail('adem-en-ruimte')).id).toBe(ids.adem);
    expect((await detail(ids.adem!)).slug).toBe('adem-en-ruimte');
    expect((await detail(`oude-naam-${ids.adem!.split('-')[0]}`)).id).toBe(ids.adem);
    expect((await detail('Adem-En-Ruimte')).id).toBe(ids.adem);
  });

  it('answers 404 professional_not_found in Dutch for unknown, hidden and draft profiles', async () => {
    for (const value of [
      'bestaat-niet',
      '00000000-0000-4000-8000-000000000000',
      'x'.repeat(36),
      'nergens-deadbeef',
      'verborgen-praktijk',
      'conceptpraktijk',
    ]) {
      const res = await get('viewer', `/api/professionals/${value}`);
      expect(res.statusCode, value).toBe(404);
      expect(res.json<ErrorEnvelope>().error).toMatchObject({
        code: 'professional_not_found',
        message: 'Deze professional bestaat niet (meer).',
      });
    }
    // Longer than any slug: refused before the route, in Dutch.
    const tooLong = await get('viewer', `/api/professionals/${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json<ErrorEnvelope>().error.code).toBe('uri_too_long');
  });

  it('shows the public fields, visible services with price labels, counts and the owner', async () => {
    const page = await detail('adem-en-ruimte');
    expect(page).toMatchObject({
      businessName: 'Adem & Ruimte',
      professionalTitle: 'Ademcoach',
      type: { slug: 'coach', name: 'Coach' },
      city: 'Utrecht',
      specialties: ['Verbonden ademhaling', 'Stress'],
      targetSetting: ['Individueel', 'Groepen'],
      workSchedule: 'Ma t/m do',
      availableForOnline: true,
      availableForInPerson: true,
      priceRange: '€ 60 – € 90',
      isPublic: true,
      followerCount: 2,
      savedCount: 0,
      canEdit: false,
    });
    expect(page.bioHtml).toBe('<p>Eerste alinea met <b>vet</b>?</p><p>Tweede alinea. </p>');
    expect(page.externalLinks).toEqual([
      { label: 'Website', url: 'https://adem.example/' },
      { label: 'blog.example', url: 'http://blog.example/ademen' },
    ]);
    expect(page.services.map((s) => [s.title, s.priceLabel, s.durationMinutes])).toEqual([
      ['Kennismaking', { kind: 'free', amount: null }, 20],
      ['Ademsessie', { kind: 'single', amount: 75 }, 60],
    ]);
    expect(page.services[1]?.priceType).toBe('per_sessie');
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.name, 'Eigenaar'));
    expect(page.ownerUserId).toBe(owner?.id);
    expect(JSON.stringify(page)).not.toContain('vrouw');
  });

  it('lists related professionals by shared category, premium first, never itself or unlisted ones', async () => {
    const page = await detail('adem-en-ruimte');
    expect(page.related.map((p) => p.title)).toEqual(['Klankwerk', 'Yoga met Noor']);
    expect(page.related[0]?.contentType).toBe('professional');
    expect((await detail('buurtpraktijk')).related).toEqual([]);
  });

  it('lets the owner, a team member and an admin edit; they alone see a hidden or draft profile', async () => {
    expect((await detail('adem-en-ruimte', 'owner')).canEdit).toBe(true);
    expect((await detail('adem-en-ruimte', 'team')).canEdit).toBe(true);
    expect((await detail('adem-en-ruimte', 'admin')).canEdit).toBe(true);
    const hidden = await detail('verborgen-praktijk', 'admin');
    expect(hidden).toMatchObject({ isPublic: false, canEdit: true });
    expect((await detail('conceptpraktijk', 'admin')).isPublic).toBe(false);
  });
});
