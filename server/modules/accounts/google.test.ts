import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, userRoles, userSubscriptions } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { SESSION_COOKIE } from './testing';

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

  it('signs a new Google user in, completes the account and returns to from', async () => {
    const { url, cookie } = await start('/dashboard/opgeslagen');
    const idToken = [
      Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          iss: 'https://accounts.google.com',
          aud: GOOGLE_ENV.GOOGLE_CLIENT_ID,
          sub: '1234567890',
          email: 'google.lid@example.nl',
          email_verified: true,
          name: 'Noor Google',
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

    const state = url.searchParams.get('state') ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/auth/google/callback?code=google-code&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
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
});
