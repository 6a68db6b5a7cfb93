import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, siteSettings, userRoles, userSubscriptions, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { signUpVerified } from '../../test/accounts';
import { SESSION_COOKIE, cookieFrom, post, sessionCookieFrom, totpCode } from '../../test/http';

/**
 * Google sign-in. Google itself is out of reach in tests, so its token endpoint is answered by a stub of
 * `fetch` for that one URL; everything on our side (state + PKCE cookie, better-auth's callback, account
 * completion, session cookie) runs for real.
 */
const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'kring-test.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'x'.repeat(24),
};

describe('without Google credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no Google button and refuses to start', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Inloggen met Google is niet beschikbaar.');
    const callback = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${t.config.publicUrl}/auth/login?google=failed`);
  });
});

describe('with Google credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: GOOGLE_ENV });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const start = async (from = '/dashboard/opgeslagen') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google?from=${encodeURIComponent(from)}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    const url = new URL(String(res.headers.location));
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { url, cookie };
  };

  it('sends the visitor to Google with our callback, state and PKCE', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
    const { url, cookie } = await start();
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe(GOOGLE_ENV.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/auth/google/callback`);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('email');
    expect(cookie).not.toBe('');
  });

  it('sends a callback with a forged state back to the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=abc&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/auth\/login\?google=failed/);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
  });

  /** Google's answer for `email`: its token endpoint (stubbed) returns an ID token for that verified address. */
  const googleAnswersFor = (email: string, name: string) => {
    const idToken = [
      Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          iss: 'https://accounts.google.com',
          aud: GOOGLE_ENV.GOOGLE_CLIENT_ID,
          sub: `sub-${email}`,
          email,
          email_verified: true,
          name,
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
      ).toString('base64url'),
      'signature',
    ].join('.');
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const target = input instanceof Request ? input.url : String(input);
      if (target.startsWith('https://oauth2.googleapis.com/token')) {
        return new Response(
          JSON.stringify({ access_token: 'at', id_token: idToken, expires_in: 3600, token_type: 'Bearer' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }
      return realFetch(input, init);
    });
  };

  /** The whole round trip: start, Google's consent (skipped), the callback with the state we were given. */
  const roundTrip = async (from: string) => {
    const { url, cookie } = await start(from);
    const state = url.searchParams.get('state') ?? '';
    return t.app.inject({
      method: 'GET',
      url: `/auth/google/callback?code=google-code&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
  };

  it('signs a new Google user in, completes the account and returns to from', async () => {
    googleAnswersFor('google.lid@example.nl', 'Noor Google');
    const res = await roundTrip('/dashboard/opgeslagen');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/dashboard/opgeslagen`);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
    expect(session).toBeDefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${session?.value}` },
    });
    expect(me.json().user).toMatchObject({
      email: 'google.lid@example.nl',
      name: 'Noor Google',
      roles: ['participant'],
    });
    const userId = me.json().user.id as string;
    expect(await t.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(1);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).toHaveLength(1);
    const [trial] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    expect(trial?.status).toBe('trialing');
  });

  it('makes no account for a new Google user while sign-ups are closed (issue 16)', async () => {
    await t.db.insert(siteSettings).values({ key: 'signUps', value: { open: false, message: '' } });
    // What a save does: every instance drops its cached settings on the NOTIFY.
    await t.db.execute(sql`select pg_notify('site_settings_changed', '{"keys":["signUps"]}')`);
    await vi.waitFor(async () => {
      const open = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().signUps.open;
      expect(open).toBe(false);
    });
    try {
      googleAnswersFor('google.gesloten@example.nl', 'Sam Gesloten');
      const res = await roundTrip('/dashboard');
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe(`${t.config.publicUrl}/gratis-proefperiode`);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.email, 'google.gesloten@example.nl'))).toEqual(
        [],
      );
    } finally {
      await t.db.delete(siteSettings);
      await t.db.execute(sql`select pg_notify('site_settings_changed', '{"keys":["signUps"]}')`);
    }
  });

  it('asks an account with two-factor for its code: Google alone grants no session', async () => {
    const email = 'google.totp@example.nl';
    const password = 'zonnebloem-42';
    const origin = t.config.publicUrl;
    await signUpVerified(t, origin, { email, password, name: 'Totp Google' });
    const signedIn = await post(t, '/api/auth/sign-in', { email, password }, { headers: { origin } });
    const cookie = sessionCookieFrom(signedIn);
    const enrol = await post(t, '/api/me/two-factor/enroll', { password }, { headers: { origin, cookie } });
    const secret = enrol.json().secret as string;
    const firstCode = totpCode(secret);
    const activated = await post(
      t,
      '/api/me/two-factor/activate',
      { code: firstCode },
      { headers: { origin, cookie } },
    );
    expect(activated.statusCode, activated.body).toBe(200);

    googleAnswersFor(email, 'Totp Google');
    const res = await roundTrip('/dashboard/opgeslagen');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(
      `${t.config.publicUrl}/auth/login?tweestap=1&from=${encodeURIComponent('/dashboard/opgeslagen')}`,
    );
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
    const challenge = cookieFrom(res, 'kring.two_factor');
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: challenge },
    });
    expect(pending.json()).toEqual({ user: null });

    // The code step of the login page finishes it, as after a password sign-in (a code of the next step:
    // the one that activated the factor may not be used twice).
    const code = totpCode(secret, Date.now() + 30_000);
    const verified = await post(
      t,
      '/api/auth/two-factor/verify',
      { code },
      { headers: { origin, cookie: challenge } },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email, twoFactorEnabled: true });
  });
});
