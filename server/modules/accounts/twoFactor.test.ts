import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { signUpVerified } from '../../test/accounts';
import { SESSION_COOKIE, cookieFrom, post, sessionCookieFrom, totpCode } from '../../test/http';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const TWO_FACTOR_COOKIE = 'kring.two_factor';
const EMAIL = 'totp@example.nl';
const PASSWORD = 'zonnebloem-42';
const origin = { origin: PUBLIC_URL };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  await signUpVerified(t, PUBLIC_URL, { email: EMAIL, password: PASSWORD, name: 'Totp Tester' });
});

afterAll(async () => {
  await t?.close();
});

const codeInvalid = { code: 'mfa_code_invalid', message: 'De ingevoerde code is onjuist. Probeer opnieuw.' };

const signIn = () => post(t, '/api/auth/sign-in', { email: EMAIL, password: PASSWORD }, { headers: origin });

const withCookie = (cookie: string) => ({ headers: { ...origin, cookie } });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Codes accepted so far: a replay must be refused, so every "fresh" code must be one we did not use. */
const used = new Set<string>();

/** A code valid right now (better-auth accepts ±1 step) that was not used yet. */
const freshCode = (secret: string): string => {
  const now = Date.now();
  // Current step first, then the next: both stay inside the accepted window even if the clock crosses a
  // step boundary before the server checks the code. The previous step is the last resort.
  const candidates = [now, now + 30_000, now - 30_000].map((at) => totpCode(secret, at));
  const code = candidates.find((c) => !used.has(c));
  if (!code) throw new Error('no unused code in the window');
  return code;
};

/** A code valid for none of the accepted steps. */
const wrongCode = (secret: string): string => {
  const now = Date.now();
  const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((d) => totpCode(secret, now + d)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
};

const accept = (res: LightMyRequestResponse, code: string): LightMyRequestResponse => {
  expect(res.statusCode, res.body).toBe(200);
  used.add(code);
  return res;
};

/** Password sign-in for a user with two-factor: no session, only the challenge cookie. */
const startChallenge = async (): Promise<string> => {
  const res = await signIn();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ user: null, twoFactorRequired: true });
  // Whatever better-auth did with the session cookie, it must not be usable.
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  expect(session).toBeUndefined();
  return cookieFrom(res, TWO_FACTOR_COOKIE);
};

let cookie = '';
let secret = '';
let backupCodes: string[] = [];

describe('two-factor enrolment', () => {
  it('needs a session', async () => {
    const res = await get('/api/me/two-factor');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated' });
  });

  it('answers session_expired for a cookie whose session is gone', async () => {
    const res = await get('/api/me/two-factor', `${SESSION_COOKIE}=bogus.token`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'session_expired',
      message: 'Sessie verlopen. Log opnieuw in.',
    });
  });

  it('starts with no factors', async () => {
    const res = await signIn();
    expect(res.json().twoFactorRequired).toBe(false);
    cookie = sessionCookieFrom(res);
    const status = await get('/api/me/two-factor', cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: false, factors: [] });
  });

  it('refuses enrolment with a wrong password', async () => {
    const res = await post(
      t,
      '/api/me/two-factor/enroll',
      { password: 'fout-wachtwoord' },
      withCookie(cookie),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'password_incorrect' });
  });

  it('enrols: otpauth URI with issuer Kring, base32 secret and recovery codes', async () => {
    const res = await post(t, '/api/me/two-factor/enroll', { password: PASSWORD }, withCookie(cookie));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totpUri).toMatch(/^otpauth:\/\/totp\/Kring:totp%40example\.nl\?/);
    expect(body.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrSvg.split(',')[1], 'base64').toString()).toContain('<svg');
    const uri = new URL(body.totpUri);
    expect(uri.searchParams.get('issuer')).toBe('Kring');
    expect(body.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(body.backupCodes.length).toBeGreaterThanOrEqual(8);
    expect(res.headers['cache-control']).toBe('no-store');
    secret = body.secret;
    backupCodes = body.backupCodes;

    const status = (await get('/api/me/two-factor', cookie)).json();
    expect(status.enabled).toBe(false);
    expect(status.factors).toEqual([
      expect.objectContaining({ friendlyName: 'Authenticator-app', status: 'unverified' }),
    ]);
  });

  it('refuses a wrong first code', async () => {
    const res = await post(t, '/api/me/two-factor/activate', { code: wrongCode(secret) }, withCookie(cookie));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(codeInvalid);
  });

  it('activates with a correct code and rotates the session', async () => {
    const code = freshCode(secret);
    const res = accept(await post(t, '/api/me/two-factor/activate', { code }, withCookie(cookie)), code);
    expect(res.json()).toEqual({ message: 'Two-factor authenticatie is nu actief voor je account.' });
    const rotated = sessionCookieFrom(res);
    expect(rotated).not.toBe(cookie);
    cookie = rotated;

    const status = (await get('/api/me/two-factor', cookie)).json();
    expect(status.enabled).toBe(true);
    expect(status.factors).toEqual([expect.objectContaining({ status: 'verified' })]);
    expect((await get('/api/session', cookie)).json().user).toMatchObject({ twoFactorEnabled: true });
  });
});

describe('sign-in challenge (aal1 → aal2)', () => {
  it('asks for the code and grants nothing until it is passed', async () => {
    expect((await post(t, '/api/auth/sign-out', {}, withCookie(cookie))).statusCode).toBe(204);
    const challenge = await startChallenge();
    expect((await get('/api/session', challenge)).json()).toEqual({ user: null });
    const me = await get('/api/me/two-factor', challenge);
    expect(me.statusCode).toBe(401);
  });

  it('refuses a wrong code with the Dutch message', async () => {
    const challenge = await startChallenge();
    const res = await post(
      t,
      '/api/auth/two-factor/verify',
      { code: wrongCode(secret) },
      withCookie(challenge),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(codeInvalid);
  });

  it('refuses a code that was already used (replay), although still inside its time window', async () => {
    const challenge = await startChallenge();
    const [replayed] = [...used];
    const res = await post(t, '/api/auth/two-factor/verify', { code: replayed }, withCookie(challenge));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(codeInvalid);
  });

  it('lets the user in with a fresh code and issues a working session', async () => {
    const challenge = await startChallenge();
    const code = freshCode(secret);
    const res = accept(await post(t, '/api/auth/two-factor/verify', { code }, withCookie(challenge)), code);
    expect(res.json()).toMatchObject({
      twoFactorRequired: false,
      user: { email: EMAIL, twoFactorEnabled: true },
    });
    cookie = sessionCookieFrom(res);
    expect((await get('/api/session', cookie)).json().user).toMatchObject({ email: EMAIL });
    expect((await get('/api/me/two-factor', cookie)).statusCode).toBe(200);

    // The same code cannot open a second challenge either.
    const again = await startChallenge();
    const replay = await post(t, '/api/auth/two-factor/verify', { code }, withCookie(again));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual(codeInvalid);
  });

  it('refuses verification without a pending challenge', async () => {
    const res = await post(t, '/api/auth/two-factor/verify', { code: '123456' }, { headers: origin });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'mfa_challenge_failed',
      message: 'Kon geen verificatie challenge aanmaken.',
    });
  });

  it('accepts a recovery code exactly once', async () => {
    const [backup] = backupCodes;
    const challenge = await startChallenge();
    const res = await post(t, '/api/auth/two-factor/recovery', { code: backup }, withCookie(challenge));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: EMAIL });
    const recovered = sessionCookieFrom(res);
    expect((await get('/api/session', recovered)).json().user).toMatchObject({ email: EMAIL });

    const second = await startChallenge();
    const again = await post(t, '/api/auth/two-factor/recovery', { code: backup }, withCookie(second));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual(codeInvalid);
  });
});

describe('removing the factor', () => {
  it('needs the right password', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { password: 'fout-wachtwoord' },
      ...withCookie(cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'password_incorrect' });
  });

  it('removes it; sign-in no longer asks for a code', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { password: PASSWORD },
      ...withCookie(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'De authenticatie factor is succesvol verwijderd.' });
    cookie = sessionCookieFrom(res);
    expect((await get('/api/me/two-factor', cookie)).json()).toEqual({ enabled: false, factors: [] });

    const signedIn = await signIn();
    expect(signedIn.json()).toMatchObject({ twoFactorRequired: false, user: { email: EMAIL } });
  });
});
