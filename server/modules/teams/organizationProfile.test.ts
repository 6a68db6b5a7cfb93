import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { slugify } from '../../../core/domain/slugs';
import { organizationProfiles, profileUsers, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, latestMail, linkIn, post, signInAs } from '../../test/http';

let t: TestApp;
const URL = '/api/me/organization-profile';

const expectError = (res: { statusCode: number; json: () => unknown }, code: keyof typeof ERRORS) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string; message: string } }).error).toMatchObject({
    code,
    message: ERRORS[code].message,
  });
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('own organisation profile', () => {
  it('shows and updates the owner’s organisation; the slug stays and a bare website gets https', async () => {
    const cookie = await signInAs(t, 'organisatie@demo.kring.test');
    const got = await callAs(t, cookie, 'GET', URL);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      canCreate: false,
      profile: { organizationName: 'De Ademhalte', slug: 'de-ademhalte' },
    });

    const res = await callAs(t, cookie, 'PUT', URL, {
      organizationName: 'De Ademhalte Amsterdam',
      description: 'Ademwerk in Oost.',
      websiteUrl: 'ademhalte.nl',
      contactEmail: 'Info@Ademhalte.nl',
      phone: '+31 20 123 4567',
      city: 'Amsterdam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: false,
      profile: {
        organizationName: 'De Ademhalte Amsterdam',
        slug: 'de-ademhalte',
        websiteUrl: 'https://ademhalte.nl',
        contactEmail: 'info@ademhalte.nl',
        phone: '+31 20 123 4567',
        city: 'Amsterdam',
      },
    });
    // Emptied optional fields are cleared.
    const cleared = await callAs(t, cookie, 'PUT', URL, { organizationName: 'De Ademhalte', city: '' });
    expect(cleared.json().profile).toMatchObject({ city: null, websiteUrl: null, description: null });
  });

  it('requires the organisation name (spec §5)', async () => {
    const cookie = await signInAs(t, 'organisatie-premium@demo.kring.test');
    for (const body of [{ organizationName: '   ' }, { description: 'Zonder naam' }]) {
      const res = await callAs(t, cookie, 'PUT', URL, body);
      expectError(res, 'organization_name_required');
      expect(res.json().error.message).toBe('Organization name is required');
      expect(res.json().error.fields).toEqual({ organizationName: 'Organization name is required' });
    }
    const bad = await callAs(t, cookie, 'PUT', URL, {
      organizationName: 'Zielsgeluk',
      contactEmail: 'nee',
      phone: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      contactEmail: expect.any(String),
      phone: 'Vul een geldig telefoonnummer in.',
    });
  });

  it('is only for organisation roles and admin', async () => {
    for (const email of [
      'deelnemer@demo.kring.test',
      'professional@demo.kring.test',
      'locatie@demo.kring.test',
    ]) {
      const cookie = await signInAs(t, email);
      expectError(await callAs(t, cookie, 'GET', URL), 'forbidden');
      expectError(await callAs(t, cookie, 'PUT', URL, { organizationName: 'Iets' }), 'forbidden');
    }
    expectError(await callAs(t, null, 'GET', URL), 'unauthenticated');
  });

  it('creates one for a user without: slug from the name plus the id, and the owner row', async () => {
    const cookie = await signInAs(t, 'admin@demo.kring.test');
    expect((await callAs(t, cookie, 'GET', URL)).json()).toEqual({ profile: null, canCreate: true });
    const res = await callAs(t, cookie, 'PUT', URL, {
      organizationName: 'Kring Beheer & Co',
      city: 'Utrecht',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { profile, created } = res.json();
    expect(created).toBe(true);
    expect(profile.slug).toBe(`${slugify('Kring Beheer & Co')}-${profile.id.slice(0, 8)}`);
    expect(profile.slug).toMatch(/^kring-beheer-en-co-[0-9a-f]{8}$/);
    const owners = await t.db
      .select()
      .from(profileUsers)
      .where(and(eq(profileUsers.profileId, profile.id), eq(profileUsers.role, 'owner')));
    expect(owners).toHaveLength(1);
    // Saving again updates the same profile.
    const again = await callAs(t, cookie, 'PUT', URL, { organizationName: 'Kring Beheer' });
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.id).toBe(profile.id);
  });

  it('a new organisation trial account creates its first profile', async () => {
    const email = 'nieuwe.organisatie@example.nl';
    const signUp = await post(
      t,
      '/api/auth/sign-up',
      { name: 'Mila Mol', email, password: 'zonnebloem-42', role: 'organization', acceptTerms: true },
      { headers: { origin: t.config.publicUrl } },
    );
    expect(signUp.statusCode).toBe(201);
    const mail = await latestMail(t, email, 'verify_email');
    const token = linkIn(mail?.text ?? '', `${t.config.publicUrl}/auth/verify-email`).searchParams.get(
      'token',
    );
    expect((await post(t, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const cookie = await signInAs(t, email, 'zonnebloem-42');
    const res = await callAs(t, cookie, 'PUT', URL, { organizationName: 'Molenwerk' });
    expect(res.statusCode).toBe(201);
  });

  it('a team member of another organisation cannot create one (spec §5)', async () => {
    const [member] = await t.db
      .select({ email: users.email })
      .from(profileUsers)
      .innerJoin(users, eq(users.id, profileUsers.userId))
      .innerJoin(organizationProfiles, eq(organizationProfiles.id, profileUsers.profileId))
      .where(and(eq(organizationProfiles.slug, 'de-ademhalte'), eq(profileUsers.role, 'member')));
    const cookie = await signInAs(t, member?.email ?? '');
    expect((await callAs(t, cookie, 'GET', URL)).json()).toEqual({ profile: null, canCreate: false });
    const res = await callAs(t, cookie, 'PUT', URL, { organizationName: 'Eigen Club' });
    expectError(res, 'organization_member_cannot_create');
    expect(res.json().error.message).toBe(
      'Als lid van een organisatie kun je geen nieuwe organisatie profielen aanmaken.',
    );
  });
});
