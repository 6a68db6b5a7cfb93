import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../core/schemas/common';
import type { OrganizationDetail, OrganizationSearchResponse } from '../../../core/schemas/organizations';
import { organizationProfiles, profileUsers, userFollows, userRoles, users } from '../../db/schema';
import { signUpVerified } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { daysFromNow, insertEvent, insertUser } from '../../test/fixtures';
import { signInAs } from '../../test/http';

/** City centres (WGS84). Straight lines: Utrecht–Amsterdam ≈ 34 km, Utrecht–Maastricht ≈ 140 km. */
const CITY = {
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  amsterdam: { latitude: 52.3676, longitude: 4.9041 },
  maastricht: { latitude: 50.8514, longitude: 5.691 },
};
const near = (c: { latitude: number; longitude: number }): string => `${c.latitude},${c.longitude}`;
const PASSWORD = 'Zonnebloem-Vijver-2026';

let t: TestApp;
const ids: Record<string, string> = {};
const owners: Record<string, string> = {};
let ownerCookie = '';
let teamCookie = '';
let strangerCookie = '';

type OrgValues = Partial<typeof organizationProfiles.$inferInsert> & {
  organizationName: string;
  slug: string;
};

const insertOrg = async (key: string, values: OrgValues, ownerId?: string) => {
  const userId = ownerId ?? (await insertUser(t.db)).id;
  const [row] = await t.db
    .insert(organizationProfiles)
    .values({ city: 'Utrecht', ...values, userId })
    .returning();
  if (!row) throw new Error('no organisation');
  ids[key] = row.id;
  owners[key] = userId;
  return row;
};

const accountId = async (email: string): Promise<string> => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
};

const search = async (query = ''): Promise<OrganizationSearchResponse> => {
  const res = await t.app.inject({ url: `/api/organizations${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganizationSearchResponse>();
};
const names = async (query = ''): Promise<string[]> => (await search(query)).items.map((o) => o.title);

beforeAll(async () => {
  t = await createTestApp();
  const accounts = ['eigenaar', 'teamlid', 'vreemde'].map((n) => `${n}@organisaties.test`);
  for (const email of accounts) await signUpVerified(t, t.config.publicUrl, { email, password: PASSWORD });
  const [ownerId, teamId] = [await accountId(accounts[0]!), await accountId(accounts[1]!)];

  await insertOrg(
    'bron',
    {
      organizationName: 'De Bron',
      slug: 'de-bron',
      ...CITY.utrecht,
      tagline: 'Ademwerk en stilte',
      description: '<p>Wij ademen <script>alert(1)</script><a href="evil.example/x">samen</a></p>',
      organizationDescription: '<p>Opgericht door twee ademcoaches.</p>',
      categories: ['ademwerk', 'workshoptraining'],
      galleryImages: ['/media/orgs/a.jpg', '/media/orgs/b.jpg'],
      galleryDisplayMode: 'grid',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video2Url: 'https://evil.example/video',
      websiteUrl: 'www.debron.nl',
      facebookUrl: 'javascript:alert(1)',
      instagramUrl: 'https://instagram.com/debron',
      contactEmail: 'hallo@debron.nl',
      phone: '030 123 4567',
      establishedYear: 2015,
      rating: 4.666,
      reviewCount: 3,
      eventCount: 2,
      memberCount: 2,
    },
    ownerId,
  );
  await insertOrg('zon', {
    organizationName: 'Zonnekring Amsterdam',
    slug: 'zonnekring-amsterdam',
    city: 'Amsterdam',
    ...CITY.amsterdam,
    categories: ['dans'],
    isPremium: true,
  });
  await insertOrg('maas', {
    organizationName: 'Maas & Meditatie',
    slug: 'maas-en-meditatie',
    city: 'Maastricht',
    ...CITY.maastricht,
    categories: ['ademwerk'],
    isVerified: true,
  });
  await insertOrg('atelier', {
    organizationName: 'Atelier Één',
    slug: 'atelier-een',
    latitude: CITY.utrecht.latitude + 0.01,
    longitude: CITY.utrecht.longitude,
  });
  await insertOrg('verborgen', {
    organizationName: 'Verborgen Kring',
    slug: 'verborgen-kring',
    ...CITY.utrecht,
    isHidden: true,
  });

  await t.db
    .insert(profileUsers)
    .values({ profileId: ids.bron!, profileType: 'organization', userId: teamId });
  for (let i = 0; i < 2; i++) {
    const fan = await insertUser(t.db);
    await t.db.insert(userFollows).values({ followerId: fan.id, followingId: ownerId });
  }

  // Events: upcoming ones that name the profile or that the owner organised, a past one, a draft.
  for (let i = 1; i <= 7; i++) {
    await insertEvent(t.db, {
      title: `Ademsessie ${i}`,
      organizationProfileId: ids.bron,
      organizerId: ownerId,
      startDate: daysFromNow(i),
    });
  }
  await insertEvent(t.db, { title: 'Zonder profiel', organizerId: ownerId, startDate: daysFromNow(0.5) });
  await insertEvent(t.db, { title: 'Voorbij', organizationProfileId: ids.bron, startDate: daysFromNow(-2) });
  await insertEvent(t.db, { title: 'Concept', organizationProfileId: ids.bron, status: 'draft' });

  ownerCookie = await signInAs(t, accounts[0]!, PASSWORD);
  teamCookie = await signInAs(t, accounts[1]!, PASSWORD);
  strangerCookie = await signInAs(t, accounts[2]!, PASSWORD);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/organizations', () => {
  it('lists premium first, then verified, then by name, without hidden ones, with a total', async () => {
    const result = await search();
    expect(result.items.map((o) => o.title)).toEqual([
      'Zonnekring Amsterdam',
      'Maas & Meditatie',
      'Atelier Één',
      'De Bron',
    ]);
    expect(result.total).toBe(4);
    expect(result.categories.map((c) => c.slug)).toEqual(['ademwerk', 'dans', 'workshoptraining']);
  });

  it('presents the unified listing card', async () => {
    const card = (await search('?q=bron')).items[0];
    expect(card).toMatchObject({
      id: ids.bron,
      contentType: 'organization',
      title: 'De Bron',
      subtitle: 'Ademwerk en stilte',
      slug: 'de-bron',
      imageUrl: '/media/orgs/a.jpg',
      rating: 4.7,
      reviewCount: 3,
      isFavorite: null,
      location: { city: 'Utrecht', distance: null },
      organizationData: { eventCount: 2, memberCount: 2, followerCount: 2 },
      badges: [
        { kind: 'category', label: 'ademwerk' },
        { kind: 'category', label: 'workshoptraining' },
      ],
    });
    expect(card?.description).toBe('Wij ademen samen');
  });

  it('finds by text (accents folded), filters by category', async () => {
    expect(await names('?q=een')).toEqual(['Atelier Één']);
    expect(await names('?q=maastricht')).toEqual(['Maas & Meditatie']);
    expect(await names('?q=verborgen')).toEqual([]);
    expect(await names('?category=ademwerk')).toEqual(['Maas & Meditatie', 'De Bron']);
    expect(await names('?category=ademwerk&q=bron')).toEqual(['De Bron']);
  });

  it('searches around a place within the radius, with the distance, and sorts by distance', async () => {
    const around = await search(`?near=${near(CITY.utrecht)}&radius=10`);
    expect(around.items.map((o) => [o.title, o.location?.distance])).toEqual([
      ['Atelier Één', 1],
      ['De Bron', 0],
    ]);
    expect(await names(`?near=${near(CITY.utrecht)}&radius=10&sort=distance`)).toEqual([
      'De Bron',
      'Atelier Één',
    ]);
    expect(await names(`?near=${near(CITY.utrecht)}&radius=50`)).toEqual([
      'Zonnekring Amsterdam',
      'Atelier Één',
      'De Bron',
    ]);
  });

  it('falls back to defaults on malformed values instead of failing', async () => {
    expect(await names('?near=abc&radius=7&sort=nope&page=-1&pageSize=x&category=%27;drop')).toHaveLength(4);
    expect(await names('?q=a')).toHaveLength(4);
    expect(await names('?sort=distance')).toEqual(await names());
    expect(await names('?q=bron&q=zon')).toEqual(['De Bron']);
  });

  it('answers 400 in Dutch for input it cannot read', async () => {
    const res = await t.app.inject({ url: '/api/organizations?q=%00bron' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().error.message).toMatch(/ongeldig teken/);
  });

  it('pages with a stable order and the total on every page', async () => {
    const first = await search('?pageSize=3');
    const second = await search('?pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((o) => o.title)).toEqual(['De Bron']);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(second.categories).toEqual([]);
    expect((await search('?page=9')).items).toEqual([]);
  });
});

describe('GET /api/organizations/:idOrSlug', () => {
  const detail = async (value: string, cookie?: string): Promise<OrganizationDetail> => {
    const res = await t.app.inject({
      url: `/api/organizations/${encodeURIComponent(value)}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrganizationDetail>();
  };

  it('resolves the slug, the id, a slug ending in the 8-hex id prefix, and the owner id of old links', async () => {
    const id = ids.bron!;
    expect((await detail('de-bron')).id).toBe(id);
    expect((await detail(id)).slug).toBe('de-bron');
    expect((await detail(`oude-naam-${id.split('-')[0]}`)).id).toBe(id);
    expect((await detail('De-Bron')).id).toBe(id);
    expect((await detail(owners.bron!)).id).toBe(id);
    expect((await detail(`oude-naam-${owners.bron!.split('-')[0]}`)).id).toBe(id);
  });

  it('answers 404 organization_not_found in Dutch for unknown and hidden organisations', async () => {
    const hiddenPrefix = ids.verborgen!.split('-')[0];
    for (const value of [
      'bestaat-niet',
      '00000000-0000-4000-8000-000000000000',
      'x'.repeat(36),
      'nergens-deadbeef',
      'verborgen-kring',
      ids.verborgen!,
      `verborgen-${hiddenPrefix}`,
    ]) {
      const res = await t.app.inject({ url: `/api/organizations/${value}` });
      expect(res.statusCode, value).toBe(404);
      const body = res.json<ErrorEnvelope>();
      expect(body.error.code).toBe('organization_not_found');
      expect(body.error.message).toBe('Deze organisatie bestaat niet (meer).');
    }
  });

  it('refuses in Dutch what cannot be a link, never with a 500', async () => {
    const long = await t.app.inject({ url: `/api/organizations/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json<ErrorEnvelope>().error.message).toBe('Dit adres is te lang.');
    const nul = await t.app.inject({ url: '/api/organizations/de-bron%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<ErrorEnvelope>().error.message).toMatch(/ongeldig teken/);
  });

  it('shows every public field: sanitised texts, gallery, allow-listed videos, safe links, events, counts', async () => {
    const org = await detail('de-bron');
    expect(org.descriptionHtml).not.toContain('script');
    expect(org.descriptionHtml).toContain('href="https://evil.example/x"');
    expect(org.organizationDescriptionHtml).toBe('<p>Opgericht door twee ademcoaches.</p>');
    expect(org.summary).toBe('Wij ademen samen');
    expect(org.gallery).toEqual({ images: ['/media/orgs/a.jpg', '/media/orgs/b.jpg'], displayMode: 'grid' });
    expect(org.videos).toEqual([
      { host: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ]);
    expect(org.contact).toEqual({
      websiteUrl: 'https://www.debron.nl/',
      email: 'hallo@debron.nl',
      phone: '030 123 4567',
    });
    expect(org.social).toEqual({
      facebookUrl: null,
      instagramUrl: 'https://instagram.com/debron',
      linktreeUrl: null,
    });
    expect(org).toMatchObject({
      name: 'De Bron',
      tagline: 'Ademwerk en stilte',
      establishedYear: 2015,
      rating: 4.7,
      reviewCount: 3,
      followerCount: 2,
      ownerUserId: owners.bron,
      location: { city: 'Utrecht', country: 'Nederland', latitude: CITY.utrecht.latitude },
      categories: [
        { slug: 'ademwerk', label: 'ademwerk' },
        { slug: 'workshoptraining', label: 'workshoptraining' },
      ],
    });
    expect(org.upcomingEvents.map((e) => e.title)).toEqual([
      'Zonder profiel',
      'Ademsessie 1',
      'Ademsessie 2',
      'Ademsessie 3',
      'Ademsessie 4',
      'Ademsessie 5',
    ]);
    expect(org.upcomingEventCount).toBe(8);
    expect(JSON.stringify(org)).not.toContain('searchText');
  });

  it('lets the owner, an active team member and an admin edit; visitors and strangers not', async () => {
    expect((await detail('de-bron')).canEdit).toBe(false);
    expect((await detail('de-bron', strangerCookie)).canEdit).toBe(false);
    expect((await detail('de-bron', ownerCookie)).canEdit).toBe(true);
    expect((await detail('de-bron', teamCookie)).canEdit).toBe(true);
    await t.db.update(profileUsers).set({ status: 'removed' }).where(eq(profileUsers.profileId, ids.bron!));
    expect((await detail('de-bron', teamCookie)).canEdit).toBe(false);
    const strangerId = await accountId('vreemde@organisaties.test');
    await t.db.insert(userRoles).values({ userId: strangerId, role: 'admin' });
    expect((await detail('de-bron', await signInAs(t, 'vreemde@organisaties.test', PASSWORD))).canEdit).toBe(
      true,
    );
  });
});

describe('sitemap', () => {
  it('lists visible organisations at /organization/{slug} and leaves hidden ones out', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('/organization/de-bron</loc>');
    expect(xml).not.toContain('/organisatie/');
    expect(xml).not.toContain('verborgen-kring');
  });
});
