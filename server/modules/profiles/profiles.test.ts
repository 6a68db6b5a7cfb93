import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type { ProfileResponseOf } from '../../../core/schemas/profiles';
import {
  auditLog,
  organizationProfiles,
  profileUsers,
  userRoles,
  users,
  venueProfiles,
} from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, latestMail, linkIn, multipartFile, post, signInAs } from '../../test/http';

let t: TestApp;
type Who = 'org' | 'premium' | 'venue' | 'pro' | 'participant' | 'multi' | 'admin';
const cookie = {} as Record<Who, string>;
const ids = {} as Record<'ademhalte' | 'kirtan' | 'vonk', string>;

const expectError = (res: { statusCode: number; json: () => unknown }, code: ErrorCode, field?: string) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  const { error } = res.json() as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(error).toMatchObject({ code, message: ERRORS[code].message });
  if (field) expect(error.fields?.[field]).toBe(ERRORS[code].message);
};

const png = (color = '#4d7c6f') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

const upload = async (who: string, url: string) => {
  const { payload, headers } = multipartFile(await png(), 'image/png');
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, origin: t.config.publicUrl, cookie: who },
  });
};

/** A new account with a trial role, verified and signed in. */
const newAccount = async (email: string, role: string): Promise<string> => {
  const res = await post(
    t,
    '/api/auth/sign-up',
    { name: 'Nieuwe Eigenaar', email, password: 'zonnebloem-42', role, acceptTerms: true },
    { headers: { origin: t.config.publicUrl } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const mail = await latestMail(t, email, 'verify_email');
  const token = linkIn(mail?.text ?? '', `${t.config.publicUrl}/auth/verify-email`).searchParams.get('token');
  expect((await post(t, '/api/auth/verify-email', { token })).statusCode).toBe(200);
  return signInAs(t, email, 'zonnebloem-42');
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  const accounts = {
    org: 'organisatie@demo.kring.test',
    premium: 'organisatie-premium@demo.kring.test',
    venue: 'locatie@demo.kring.test',
    pro: 'professional@demo.kring.test',
    participant: 'deelnemer@demo.kring.test',
    multi: 'multi@demo.kring.test',
    admin: 'admin@demo.kring.test',
  };
  for (const [key, email] of Object.entries(accounts)) cookie[key as Who] = await signInAs(t, email);
  const bySlug = async (slug: string) =>
    (await t.db.select().from(organizationProfiles).where(eq(organizationProfiles.slug, slug)))[0]?.id ?? '';
  ids.ademhalte = await bySlug('de-ademhalte');
  ids.kirtan = await bySlug('kirtan-collectief-gent');
});
afterAll(async () => t.close());

describe('reading the form', () => {
  it('gives the owner their venue with its public path, and refuses visitors and other roles', async () => {
    const res = await callAs(t, cookie.venue, 'GET', '/api/dashboard/profiles/venue');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileResponseOf<'venue'>>();
    expect(body.access).toBe('owner');
    expect(body.profile?.name).toBe('Dansstudio De Vonk');
    expect(body.publicPath).toBe(`/venues/${body.profile?.slug}`);
    ids.vonk = body.profile?.id ?? '';
    expect((await callAs(t, null, 'GET', '/api/dashboard/profiles/venue')).statusCode).toBe(401);
    expectError(await callAs(t, cookie.participant, 'GET', '/api/dashboard/profiles/venue'), 'forbidden');
  });

  it('offers the create state to a role holder without a profile', async () => {
    const fresh = await newAccount('nieuwe.locatie@example.nl', 'venue');
    const res = await callAs(t, fresh, 'GET', '/api/dashboard/profiles/venue');
    expect(res.json()).toMatchObject({ profile: null, canCreate: true, access: null, publicPath: null });
    const created = await callAs(t, fresh, 'POST', '/api/dashboard/profiles/venue', {
      name: 'Zaal Het Anker',
      city: 'Zwolle',
      maxCapacity: 80,
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json<ProfileResponseOf<'venue'>>().profile;
    expect(profile?.slug).toMatch(/^zaal-het-anker-[0-9a-f]{8}$/);
    const owner = await t.db
      .select()
      .from(profileUsers)
      .where(and(eq(profileUsers.profileId, profile?.id ?? ''), eq(profileUsers.role, 'owner')));
    expect(owner).toHaveLength(1);
    expectError(
      await callAs(t, fresh, 'POST', '/api/dashboard/profiles/venue', { name: 'Tweede zaal' }),
      'venue_profile_exists',
    );
  });
});

describe('spec §5 messages', () => {
  it('requires the organisation name', async () => {
    expectError(
      await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', { organizationName: '' }),
      'organization_name_required',
      'organizationName',
    );
    const fresh = await newAccount('nieuwe.organisatie@example.nl', 'organization');
    expectError(
      await callAs(t, fresh, 'POST', '/api/dashboard/profiles/organization', { organizationName: ' ' }),
      'organization_name_required',
      'organizationName',
    );
  });

  it('allows one profile of a kind per account', async () => {
    expectError(
      await callAs(t, cookie.pro, 'POST', '/api/dashboard/profiles/professional', {
        businessName: 'Nog een',
      }),
      'professional_profile_exists',
    );
    expectError(
      await callAs(t, cookie.org, 'POST', '/api/dashboard/profiles/organization', {
        organizationName: 'Twee',
      }),
      'profile_exists',
    );
  });

  it('refuses a new organisation to a team member of one', async () => {
    const member = await newAccount('teamlid.zonder.eigen@example.nl', 'participant');
    expect(member).toBeTruthy();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'teamlid.zonder.eigen@example.nl'));
    const userId = user?.id ?? '';
    await t.db.insert(profileUsers).values({ profileId: ids.ademhalte, profileType: 'organization', userId });
    await t.db
      .insert(userRoles)
      .values({ userId, role: 'organization', contextType: 'organization', contextId: ids.ademhalte });
    const again = await signInAs(t, 'teamlid.zonder.eigen@example.nl', 'zonnebloem-42');
    const state = await callAs(t, again, 'GET', '/api/dashboard/profiles/organization');
    expect(state.json()).toMatchObject({ access: 'member', canCreate: false });
    expectError(
      await callAs(t, again, 'POST', '/api/dashboard/profiles/organization', {
        organizationName: 'Eigen club',
      }),
      'organization_member_cannot_create',
    );
  });
});

describe('saving', () => {
  it('updates every venue field and sanitises the description on the way out', async () => {
    const res = await callAs(t, cookie.venue, 'PUT', '/api/dashboard/profiles/venue', {
      description: '<p>Ruime zaal <script>alert(1)</script></p>',
      amenities: ['Wifi', 'Koffie'],
      facilities: ['Kleedkamer'],
      technicalEquipment: ['Geluidsinstallatie'],
      venueType: ['Dansstudio'],
      tags: ['dans'],
      accessibilityFeatures: ['Rolstoeltoegankelijk'],
      uniqueFeatures: ['Verende vloer'],
      maxCapacity: 60,
      dailyRate: 275.5,
      galleryDisplayMode: 'grid',
      ownerEmail: 'zaal@devonk.nl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<ProfileResponseOf<'venue'>>().profile;
    expect(profile).toMatchObject({ maxCapacity: 60, dailyRate: 275.5, galleryDisplayMode: 'grid' });
    expect(profile?.description).toBe('<p>Ruime zaal </p>');
    expect(profile?.amenities).toEqual(['Wifi', 'Koffie']);
  });

  it('refuses links that are not http(s) and prefixes https to a bare domain', async () => {
    const bad = await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', {
      websiteUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', {
      websiteUrl: 'ademhalte.nl',
    });
    expect(ok.json<ProfileResponseOf<'organization'>>().profile?.websiteUrl).toBe('https://ademhalte.nl');
  });

  it('changes the slug, keeps the old id links working and says so on a clash', async () => {
    const prefix = ids.vonk.split('-')[0];
    const res = await callAs(t, cookie.venue, 'PUT', '/api/dashboard/profiles/venue', {
      slug: `De Vonk Rotterdam`.toLowerCase().replaceAll(' ', '-'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProfileResponseOf<'venue'>>().profile?.slug).toBe('de-vonk-rotterdam');
    for (const link of ['de-vonk-rotterdam', ids.vonk, `dansstudio-de-vonk-${prefix}`]) {
      const page = await t.app.inject({ url: `/api/venues/${link}` });
      expect(page.statusCode, link).toBe(200);
      expect((page.json() as { id: string }).id).toBe(ids.vonk);
    }
    expectError(
      await callAs(t, cookie.venue, 'PUT', '/api/dashboard/profiles/venue', { slug: 'zaal-de-ruimte' }),
      'profile_slug_exists',
      'slug',
    );
    expectError(
      await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', {
        slug: 'zielsgeluk-retreats',
      }),
      'profile_slug_exists',
      'slug',
    );
    expect(
      (await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', { slug: 'Bad Slug!' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps participant usernames unique', async () => {
    const ok = await callAs(t, cookie.participant, 'PUT', '/api/dashboard/profiles/participant', {
      bio: 'Wandelaar',
      interests: ['dans', 'yoga'],
      city: 'Haarlem',
      isPublic: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ProfileResponseOf<'participant'>>().profile?.interests).toEqual(['dans', 'yoga']);
    expectError(
      await callAs(t, cookie.participant, 'PUT', '/api/dashboard/profiles/participant', {
        username: 'mark.degraaf',
      }),
      'username_taken',
    );
  });
});

describe('images and the gallery', () => {
  it('stores uploads as WebP in the profile, up to 20 gallery photos', async () => {
    const cover = await upload(cookie.venue, '/api/dashboard/profiles/venue/images?kind=cover');
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json<ProfileResponseOf<'venue'>>().profile?.coverImageUrl).toMatch(/\.webp$/);
    const added = await upload(cookie.venue, '/api/dashboard/profiles/venue/images?kind=gallery');
    const gallery = added.json<ProfileResponseOf<'venue'>>().profile?.galleryImages ?? [];
    expect(gallery.at(-1)).toMatch(/^\/uploads\/profiles\/venue\/.+\.webp$/);

    const full = [...gallery, ...Array.from({ length: 20 }, (_, i) => `/media/venues/foto-${i}.jpg`)].slice(
      0,
      20,
    );
    const reordered = await callAs(t, cookie.venue, 'PUT', '/api/dashboard/profiles/venue', {
      galleryImages: full.reverse(),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expectError(
      await upload(cookie.venue, '/api/dashboard/profiles/venue/images?kind=gallery'),
      'venue_gallery_full',
      'galleryImages',
    );
    expectError(
      await callAs(t, cookie.venue, 'PUT', '/api/dashboard/profiles/venue', {
        galleryImages: [...full, '/media/venues/een-te-veel.jpg'],
      }),
      'venue_gallery_full',
      'galleryImages',
    );
    const [row] = await t.db.select().from(venueProfiles).where(eq(venueProfiles.id, ids.vonk));
    expect(row?.galleryImages).toHaveLength(20);
  });
});

describe('who may edit', () => {
  it('lets an active team member edit the organisation they reach', async () => {
    const url = `/api/dashboard/profiles/organization?id=${ids.kirtan}`;
    const res = await callAs(t, cookie.multi, 'PUT', url, { tagline: 'Samen zingen in Gent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ access: 'member', profile: { tagline: 'Samen zingen in Gent' } });
  });

  it('refuses a stranger', async () => {
    const url = `/api/dashboard/profiles/organization?id=${ids.ademhalte}`;
    expectError(await callAs(t, cookie.premium, 'PUT', url, { tagline: 'Overgenomen' }), 'forbidden');
    expectError(await callAs(t, cookie.premium, 'GET', url), 'forbidden');
  });

  it('lets an admin edit any profile by id and writes it to the audit log', async () => {
    const url = `/api/dashboard/profiles/organization?id=${ids.ademhalte}`;
    const res = await callAs(t, cookie.admin, 'PUT', url, { tagline: 'Door de beheerder' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ access: 'admin' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.update'), eq(auditLog.targetId, ids.ademhalte)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data).toMatchObject({ fields: ['tagline'], after: { tagline: 'Door de beheerder' } });
    expect(entries[0]?.data).toHaveProperty('before.tagline');
    const own = await callAs(t, cookie.org, 'PUT', '/api/dashboard/profiles/organization', {
      tagline: 'Zelf',
    });
    expect(own.statusCode).toBe(200);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'profile.update'));
    expect(after).toHaveLength(1);
  });
});
