import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { post, sessionCookieFrom } from '../../test/http';

/** The demo accounts of the seed sign in with `kring-demo-2026`; roles and teams come from the seed. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 12, members: 4 } });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password = DEMO_PASSWORD) => post(t, '/api/auth/sign-in', { email, password });

describe('demo accounts', () => {
  it('the participant signs in with the demo password', async () => {
    expect(DEMO_PASSWORD).toBe('kring-demo-2026');
    const res = await signIn('deelnemer@demo.kring.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Sanne van der Linden',
      email: 'deelnemer@demo.kring.test',
      roles: ['participant'],
      emailVerified: true,
    });
  });

  it('the multi-role account gets its own profiles and its team membership from /api/me/roles', async () => {
    const signedIn = await signIn('multi@demo.kring.test');
    expect(signedIn.statusCode).toBe(200);
    const user = signedIn.json().user;
    expect(user.profileSlugs).toEqual({
      organization: 'huis-van-verbinding',
      professional: 'relatiepraktijk-samen',
      venue: 'zaal-de-ruimte',
    });
    expect([...user.roles].sort()).toEqual(['organization', 'participant', 'professional_premium', 'venue']);

    const cookie = sessionCookieFrom(signedIn);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/roles', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const roles: { role: string; contextType: string; contextName: string | null; membership: string }[] =
      res.json().roles;
    const global = roles.filter((r) => r.contextType === 'global');
    expect(global.map((r) => r.role).sort()).toEqual([
      'organization',
      'participant',
      'professional_premium',
      'venue',
    ]);
    expect(global.every((r) => r.membership === 'owner')).toBe(true);
    expect(global.find((r) => r.role === 'venue')?.contextName).toBeTruthy();
    const team = roles.filter((r) => r.contextType !== 'global');
    expect(team).toHaveLength(1);
    expect(team[0]).toMatchObject({
      role: 'organization',
      contextType: 'organization',
      membership: 'member',
    });
    expect(team[0]?.contextName).toMatch(/Kirtan Collectief/);
  });

  it('a banned or suspended account is refused with account_suspended', async () => {
    const email = 'locatie@demo.kring.test';
    await t.db.update(users).set({ banned: true, banReason: 'test' }).where(eq(users.email, email));
    const banned = await signIn(email);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error).toEqual({ code: 'account_suspended', message: 'Je account is geschorst.' });

    await t.db.update(users).set({ banned: false }).where(eq(users.email, email));
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.email, email));
    const suspended = await signIn(email);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().error.code).toBe('account_suspended');
    expect(suspended.cookies.find((c) => c.name === 'kring.session_token')).toBeUndefined();
  });
});
