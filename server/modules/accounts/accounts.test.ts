import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, userRoles, userSubscriptions, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from './service';
import { SESSION_COOKIE, latestMail, linkIn, mailsTo, post, sessionCookieFrom } from '../../test/http';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
});

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Femke de Boer',
  email,
  password: 'zonnebloem-42',
  role: 'organization',
  acceptTerms: true,
  ...extra,
});

/** Sign up and confirm the address through the mailed link, as a newcomer would. */
const signUpVerified = async (email: string, password = 'zonnebloem-42') => {
  expect((await post(t, '/api/auth/sign-up', signUpBody(email, { password }))).statusCode).toBe(201);
  const mail = await latestMail(t, email, 'verify_email');
  const token = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/verify-email`).searchParams.get('token');
  expect((await post(t, '/api/auth/verify-email', { token })).statusCode).toBe(200);
};

const signIn = (email: string, password: string, extra = {}) =>
  post(t, '/api/auth/sign-in', { email, password }, extra);

describe('sign-up', () => {
  it('creates the account, profile, role and a 35-day trial, and mails a verification link', async () => {
    const before = Date.now();
    const res = await post(t, '/api/auth/sign-up', signUpBody('Femke@Example.nl'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'femke@example.nl', verificationSent: true });
    // Nobody is signed in before the address is confirmed.
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const [user] = await t.db.select().from(users).where(eq(users.email, 'femke@example.nl'));
    expect(user).toMatchObject({ name: 'Femke de Boer', emailVerified: false, role: 'user' });
    const id = user?.id ?? '';
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      email: 'femke@example.nl',
      fullName: 'Femke de Boer',
      username: 'femke',
    });
    expect(profile?.slug).toBe(`femke-de-boer-${id.slice(0, 8)}`);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(roles.map((r) => [r.role, r.contextType])).toEqual([['organization', 'global']]);
    const [sub] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, id));
    expect(sub).toMatchObject({ planId: 'organization', status: 'trialing', interval: '1y' });
    const days = ((sub?.trialEndsAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(34.99);
    expect(days).toBeLessThan(35.01);

    const mail = await latestMail(t, 'femke@example.nl', 'verify_email');
    expect(mail?.subject).toBe('Bevestig je e-mailadres voor Kring');
    expect(mail?.text).toContain('Hoi Femke,');
    const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/verify-email?token=`);
    expect(link.searchParams.get('token')?.length).toBeGreaterThan(20);
    expect(mail?.html).toContain('E-mailadres bevestigen');
  });

  it('refuses an address that already has an account', async () => {
    const res = await post(t, '/api/auth/sign-up', signUpBody('femke@example.nl', { name: 'Iemand Anders' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'email_already_registered',
      message: 'Er bestaat al een account met dit emailadres.',
    });
  });

  it('needs consent to the terms and a long enough password', async () => {
    const res = await post(
      t,
      '/api/auth/sign-up',
      signUpBody('kort@example.nl', { password: 'kort', acceptTerms: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      password: 'Je wachtwoord moet minimaal 8 tekens hebben.',
      acceptTerms: 'Je moet akkoord gaan met de voorwaarden.',
    });
  });

  it('picks a free username when the e-mail name is taken', async () => {
    expect(
      (await post(t, '/api/auth/sign-up', signUpBody('femke@elders.be', { role: 'participant' }))).statusCode,
    ).toBe(201);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'femke@elders.be'));
    expect(profile?.username).toBe('femke2');
  });
});

describe('verification and sign-in', () => {
  it('refuses sign-in before the address is confirmed', async () => {
    const res = await signIn('femke@example.nl', 'zonnebloem-42');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'email_not_confirmed',
      message: 'Email nog niet bevestigd. Controleer je inbox voor de bevestigingsmail.',
    });
  });

  it('resends the verification mail, with the same answer for an unknown address', async () => {
    const before = (await mailsTo(t, 'femke@example.nl', 'verify_email')).length;
    const known = await post(t, '/api/auth/resend-verification', { email: 'femke@example.nl' });
    const unknown = await post(t, '/api/auth/resend-verification', { email: 'niemand@example.nl' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect((await mailsTo(t, 'femke@example.nl', 'verify_email')).length).toBe(before + 1);
    expect(await mailsTo(t, 'niemand@example.nl', 'verify_email')).toHaveLength(0);
  });

  it('refuses a bad verification token with a Dutch message', async () => {
    const res = await post(t, '/api/auth/verify-email', { token: 'dit-is-geen-geldige-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'verification_invalid',
      message: 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.',
    });
  });

  it('confirms with the mailed token, then signs in with an HttpOnly SameSite=Lax cookie', async () => {
    const mail = await latestMail(t, 'femke@example.nl', 'verify_email');
    const token = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/verify-email`).searchParams.get('token');
    const verified = await post(t, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'femke@example.nl'));
    expect(user?.emailVerified).toBe(true);

    const res = await signIn('femke@example.nl', 'zonnebloem-42');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.twoFactorRequired).toBe(false);
    expect(body.user).toMatchObject({
      email: 'femke@example.nl',
      name: 'Femke de Boer',
      emailVerified: true,
      roles: ['organization'],
      profileSlugs: {},
      twoFactorEnabled: false,
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // http PUBLIC_URL (development): no Secure flag; https gets it (see csrf.test.ts).
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 86_400);
  });

  it('GET /api/session returns the user with the cookie and { user: null } without', async () => {
    const cookie = sessionCookieFrom(await signIn('femke@example.nl', 'zonnebloem-42'));
    const withCookie = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('no-store');
    expect(withCookie.json().user).toMatchObject({ email: 'femke@example.nl', roles: ['organization'] });

    const without = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual({ user: null });

    const roles = await t.app.inject({ method: 'GET', url: '/api/me/roles', headers: { cookie } });
    expect(roles.json()).toEqual({
      roles: [
        {
          role: 'organization',
          contextType: 'global',
          contextId: null,
          contextName: null,
          membership: 'owner',
        },
      ],
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/roles' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthenticated');
  });

  it('refuses a wrong password with the Dutch message', async () => {
    const res = await signIn('femke@example.nl', 'verkeerd-wachtwoord');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'Ongeldige inloggegevens. Controleer je email en wachtwoord.',
    });
    const unknown = await signIn('onbekend@example.nl', 'wat-dan-ook');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_credentials');
  });

  it('signing in again ends the session the browser held before (rotation)', async () => {
    const first = sessionCookieFrom(await signIn('femke@example.nl', 'zonnebloem-42'));
    const second = await signIn('femke@example.nl', 'zonnebloem-42', {
      headers: { cookie: first, origin: PUBLIC_URL },
    });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: first } });
    expect(old.json()).toEqual({ user: null });
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sessionCookieFrom(second) },
    });
    expect(fresh.json().user?.email).toBe('femke@example.nl');
  });

  it('sign-out ends the session and clears the cookie', async () => {
    const cookie = sessionCookieFrom(await signIn('femke@example.nl', 'zonnebloem-42'));
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(1);

    const res = await post(t, '/api/auth/sign-out', {}, { headers: { cookie, origin: PUBLIC_URL } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });
});

describe('rate limits', () => {
  it(`refuses sign-in for one account after ${SIGN_IN_LIMITS.perAccount} failures, even with the right password`, async () => {
    await signUpVerified('limiet@example.nl');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i += 1) {
      expect((await signIn('limiet@example.nl', `fout-${i}-wachtwoord`)).statusCode).toBe(401);
    }
    const res = await signIn('limiet@example.nl', 'zonnebloem-42');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    });
    // Another account from the same address is not affected.
    expect((await signIn('femke@example.nl', 'zonnebloem-42')).statusCode).toBe(200);
  });

  it(`refuses sign-in from one IP after ${SIGN_IN_LIMITS.perIp} failures across accounts`, async () => {
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i += 1) {
      expect((await signIn(`gok${i}@example.nl`, 'raden-maar', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await signIn('femke@example.nl', 'zonnebloem-42', { remoteAddress })).statusCode).toBe(429);
    // Elsewhere the same account still signs in: the counters are per IP and per account.
    expect((await signIn('femke@example.nl', 'zonnebloem-42')).statusCode).toBe(200);
  });
});

describe('sign-up limit', () => {
  it(`refuses a ${SIGN_UP_LIMITS.perIp + 1}th sign-up from one IP within the hour, also counting duplicates`, async () => {
    const remoteAddress = '198.51.100.23';
    const body = { name: 'Femke', password: 'zonnebloem-42', role: 'participant', acceptTerms: true };
    for (let i = 0; i < SIGN_UP_LIMITS.perIp; i += 1) {
      const res = await post(
        t,
        '/api/auth/sign-up',
        { ...body, email: 'femke@example.nl' },
        { remoteAddress },
      );
      expect(res.statusCode).toBe(409);
    }
    const blocked = await post(
      t,
      '/api/auth/sign-up',
      { ...body, email: 'nieuw.lid@example.nl' },
      { remoteAddress },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    );
    // Another address is not affected.
    const other = await post(t, '/api/auth/sign-up', { ...body, email: 'nieuw.lid@example.nl' });
    expect(other.statusCode).toBe(201);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails only a known one', async () => {
    const known = await post(t, '/api/auth/forgot-password', { email: 'femke@example.nl' });
    const unknown = await post(t, '/api/auth/forgot-password', { email: 'spook@example.nl' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t, 'femke@example.nl', 'reset_password')).toHaveLength(1);
    expect(await mailsTo(t, 'spook@example.nl', 'reset_password')).toHaveLength(0);
  });

  it('sets a new password with the mailed token (once), then signs in with it', async () => {
    const oldSession = sessionCookieFrom(await signIn('femke@example.nl', 'zonnebloem-42'));
    const mail = await latestMail(t, 'femke@example.nl', 'reset_password');
    expect(mail?.subject).toBe('Stel een nieuw wachtwoord in voor Kring');
    const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/callback?type=recovery&token=`);
    const token = link.searchParams.get('token');

    const res = await post(t, '/api/auth/reset-password', { token, password: 'nieuw-wachtwoord-7' });
    expect(res.statusCode).toBe(200);
    const again = await post(t, '/api/auth/reset-password', { token, password: 'nog-een-keer-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'reset_token_invalid',
      message: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan.',
    });

    expect((await signIn('femke@example.nl', 'zonnebloem-42')).statusCode).toBe(401);
    expect((await signIn('femke@example.nl', 'nieuw-wachtwoord-7')).statusCode).toBe(200);
    // Sessions from before the reset have ended.
    const stale = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: oldSession } });
    expect(stale.json()).toEqual({ user: null });
  });
});
