import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../core/errors';
import { auditLog, userRoles, venueProfiles } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { ADMIN_EMAIL, userIdOf } from '../../../test/accounts';
import { callAs, signInAs } from '../../../test/http';

let t: TestApp;
let admin = '';

type Summary = {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  isVerified: boolean;
  isPremium: boolean;
  isHidden: boolean;
  owner: { email: string; name: string };
  eventCount: number | null;
  serviceCount: number | null;
};
type List = { items: Summary[]; total: number; page: number; pageSize: number };

const list = async (query: string): Promise<List> => {
  const res = await callAs(t, admin, 'GET', `/api/admin/profiles?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as List;
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('admin profile directory: search', () => {
  it('pages each kind with owner and counts', async () => {
    const orgs = await list('type=organization&pageSize=2');
    expect(orgs.items).toHaveLength(2);
    expect(orgs.total).toBeGreaterThan(2);
    expect(orgs.items[0]?.eventCount).toEqual(expect.any(Number));
    expect(orgs.items[0]?.serviceCount).toBeNull();
    const pros = await list('type=professional&pageSize=1');
    expect(pros.items[0]?.serviceCount).toEqual(expect.any(Number));
    expect(pros.items[0]?.eventCount).toBeNull();
  });

  it('finds by name, city or owner e-mail', async () => {
    const byName = await list('type=organization&q=ademhalte');
    expect(byName.items.map((o) => o.slug)).toContain('de-ademhalte');
    expect(byName.items[0]?.owner.email).toBe('organisatie@demo.kring.test');

    const byEmail = await list('type=venue&q=LOCATIE@demo');
    expect(byEmail.items.map((v) => v.slug)).toEqual(['dansstudio-de-vonk']);

    const byCity = await list('type=venue&q=rotterdam');
    expect(byCity.items.every((v) => v.city?.toLowerCase().includes('rotterdam'))).toBe(true);
    expect(byCity.total).toBeGreaterThan(0);
  });

  it('refuses a bad type or flag with 400, not 500', async () => {
    expect((await callAs(t, admin, 'GET', '/api/admin/profiles?type=member')).statusCode).toBe(400);
    expect((await callAs(t, admin, 'GET', '/api/admin/profiles?type=venue&hidden=ja')).statusCode).toBe(400);
    expect((await callAs(t, admin, 'GET', '/api/admin/profiles/venue/nope')).statusCode).toBe(400);
  });

  it('answers 404 in Dutch for an unknown profile', async () => {
    const res = await callAs(
      t,
      admin,
      'GET',
      '/api/admin/profiles/venue/00000000-0000-4000-8000-000000000000',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ERRORS.admin_profile_not_found.message);
  });
});

describe('admin profile directory: flags', () => {
  it('verifies, marks premium and hides, each change audited with before and after', async () => {
    const [org] = (await list('type=organization&q=ademhalte')).items;
    if (!org) throw new Error('no organisation');
    await callAs(t, admin, 'PATCH', `/api/admin/profiles/organization/${org.id}`, { isVerified: false });

    const res = await callAs(t, admin, 'PATCH', `/api/admin/profiles/organization/${org.id}`, {
      isVerified: true,
      isPremium: !org.isPremium,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isVerified: true, isPremium: !org.isPremium, isHidden: false });

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'organization_profile'), eq(auditLog.targetId, org.id)));
    const verified = rows.find((r) => r.action === 'profile.verified');
    expect(verified?.data).toEqual({ field: 'isVerified', before: false, after: true });
    expect(verified?.actorId).toBe(await userIdOf(t, admin, ADMIN_EMAIL));
    expect(rows.some((r) => r.action === (org.isPremium ? 'profile.unpremium' : 'profile.premium'))).toBe(
      true,
    );

    const detail = await callAs(t, admin, 'GET', `/api/admin/profiles/organization/${org.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json() as {
      history: { action: string; actorName: string }[];
      team: { role: string }[];
    };
    expect(body.history[0]?.actorName).toBe('Annemiek de Wit');
    expect(body.history.map((h) => h.action)).toContain('profile.verified');
    expect(body.team.some((m) => m.role === 'owner')).toBe(true);
  });

  it('does not audit a flag that does not change', async () => {
    const [org] = (await list('type=organization&q=ademhalte')).items;
    if (!org) throw new Error('no organisation');
    const before = await t.db.select().from(auditLog).where(eq(auditLog.targetId, org.id));
    await callAs(t, admin, 'PATCH', `/api/admin/profiles/organization/${org.id}`, { isVerified: true });
    const after = await t.db.select().from(auditLog).where(eq(auditLog.targetId, org.id));
    expect(after).toHaveLength(before.length);
    const empty = await callAs(t, admin, 'PATCH', `/api/admin/profiles/organization/${org.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('hides a professional: the hidden filter finds it, the visible one does not', async () => {
    const [pro] = (await list('type=professional&q=professional@demo')).items;
    if (!pro) throw new Error('no professional');
    const res = await callAs(t, admin, 'PATCH', `/api/admin/profiles/professional/${pro.id}`, {
      isHidden: true,
    });
    expect(res.json()).toMatchObject({ isHidden: true });
    expect((await list('type=professional&hidden=true')).items.map((p) => p.id)).toContain(pro.id);
    expect((await list('type=professional&hidden=false')).items.map((p) => p.id)).not.toContain(pro.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, pro.id), eq(auditLog.action, 'profile.hidden')));
    expect(audit?.data).toEqual({ field: 'isHidden', before: false, after: true });
    await callAs(t, admin, 'PATCH', `/api/admin/profiles/professional/${pro.id}`, { isHidden: false });
  });
});

describe('admin profile directory: create on behalf of an account', () => {
  const PARTICIPANT = 'deelnemer@demo.kring.test';

  it('creates a venue for an account without one, with slug, owner row, role and audit', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/profiles/venue', {
      ownerEmail: PARTICIPANT.toUpperCase(),
      name: 'Zaal Het Anker',
      city: 'Haarlem',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Summary & { team: { email: string; role: string }[] };
    expect(body).toMatchObject({
      name: 'Zaal Het Anker',
      city: 'Haarlem',
      isVerified: false,
      isHidden: false,
    });
    expect(body.slug).toBe(`zaal-het-anker-${body.id.split('-')[0]}`);
    expect(body.owner.email).toBe(PARTICIPANT);
    expect(body.team).toEqual([expect.objectContaining({ email: PARTICIPANT, role: 'owner' })]);

    const ownerId = await userIdOf(t, admin, PARTICIPANT);
    const [venue] = await t.db.select().from(venueProfiles).where(eq(venueProfiles.id, body.id));
    expect(venue).toMatchObject({ userId: ownerId, ownerEmail: PARTICIPANT });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, ownerId));
    expect(roles.map((r) => r.role)).toContain('venue');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, body.id), eq(auditLog.action, 'profile.created')));
    expect(audit).toMatchObject({ targetType: 'venue_profile' });
    expect(audit?.data).toMatchObject({
      before: null,
      after: { name: 'Zaal Het Anker' },
      roleGranted: 'venue',
    });
  });

  it('refuses a second venue and a second professional profile with the §5 messages', async () => {
    const venue = await callAs(t, admin, 'POST', '/api/admin/profiles/venue', {
      ownerEmail: PARTICIPANT,
      name: 'Nog een zaal',
    });
    expect(venue.statusCode).toBe(409);
    expect(venue.json().error).toMatchObject({
      code: 'venue_profile_exists',
      message: 'Je hebt al een locatie profiel. Je kunt slechts één locatie profiel per account hebben.',
      fields: { ownerEmail: ERRORS.venue_profile_exists.message },
    });
    const pro = await callAs(t, admin, 'POST', '/api/admin/profiles/professional', {
      ownerEmail: 'professional@demo.kring.test',
      name: 'Tweede praktijk',
    });
    expect(pro.statusCode).toBe(409);
    expect(pro.json().error.message).toBe(
      'Je hebt al een professioneel profiel. Je kunt slechts één professioneel profiel per account hebben.',
    );
  });

  it('refuses an organisation for a team member of an organisation, and an unknown e-mail', async () => {
    const member = await callAs(t, admin, 'POST', '/api/admin/profiles/organization', {
      ownerEmail: 'multi@demo.kring.test',
      name: 'Nieuw collectief',
    });
    // multi@ owns an organisation already and is a team member elsewhere: either rule refuses.
    expect(member.statusCode).toBe(409);
    expect(['profile_exists', 'organization_member_cannot_create']).toContain(member.json().error.code);

    const unknown = await callAs(t, admin, 'POST', '/api/admin/profiles/organization', {
      ownerEmail: 'niemand@example.com',
      name: 'Spookorganisatie',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'admin_owner_not_found',
      fields: { ownerEmail: expect.any(String) },
    });

    const noName = await callAs(t, admin, 'POST', '/api/admin/profiles/organization', {
      ownerEmail: PARTICIPANT,
      name: '   ',
    });
    expect(noName.statusCode).toBe(400);
  });

  it('creates a professional profile and an organisation for the participant', async () => {
    const pro = await callAs(t, admin, 'POST', '/api/admin/profiles/professional', {
      ownerEmail: PARTICIPANT,
      name: 'Sanne Coaching',
    });
    expect(pro.statusCode).toBe(201);
    const org = await callAs(t, admin, 'POST', '/api/admin/profiles/organization', {
      ownerEmail: PARTICIPANT,
      name: 'Kring Haarlem',
      city: '',
    });
    expect(org.statusCode).toBe(201);
    expect(org.json()).toMatchObject({ city: null, eventCount: 0 });
  });
});

describe('admin profile directory: only admins', () => {
  it('refuses every other persona with 403 admin_only and anonymous with 401', async () => {
    const [org] = (await list('type=organization&q=ademhalte')).items;
    for (const email of [
      'organisatie@demo.kring.test',
      'locatie@demo.kring.test',
      'deelnemer@demo.kring.test',
    ]) {
      const cookie = await signInAs(t, email);
      for (const [method, url, payload] of [
        ['GET', '/api/admin/profiles?type=venue', undefined],
        ['GET', `/api/admin/profiles/organization/${org?.id}`, undefined],
        ['PATCH', `/api/admin/profiles/organization/${org?.id}`, { isHidden: true }],
        ['POST', '/api/admin/profiles/venue', { ownerEmail: email, name: 'Stiekeme zaal' }],
      ] as const) {
        const res = await callAs(t, cookie, method, url, payload);
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('admin_only');
      }
    }
    expect((await callAs(t, null, 'GET', '/api/admin/profiles?type=venue')).statusCode).toBe(401);
    const [after] = (await list('type=organization&q=ademhalte')).items;
    expect(after?.isHidden).toBe(false);
  });
});
