import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { sessions, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { mapTwoFactorError } from './twoFactor';
import { signUpVerified } from '../../test/accounts';
import { SESSION_COOKIE, post, sessionCookieFrom } from '../../test/http';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const EMAIL = 'wachtwoord@example.nl';
const FIRST = 'eerste-wachtwoord-1';
const SECOND = 'tweede-wachtwoord-2';
const THIRD = 'derde-wachtwoord-3';
const origin = { origin: PUBLIC_URL };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  await signUpVerified(t, PUBLIC_URL, { email: EMAIL, password: FIRST, name: 'Wachtwoord Wisselaar' });
  await signUpVerified(t, PUBLIC_URL, { email: 'oud@example.nl', password: FIRST, name: 'Oude Sessie' });
});

afterAll(async () => {
  await t?.close();
});

const signIn = async (password: string, email = EMAIL): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password }, { headers: origin });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieFrom(res);
};

const change = (cookie: string | null, payload: Record<string, unknown>) =>
  post(t, '/api/me/password', payload, { headers: cookie ? { ...origin, cookie } : origin });

const sessionUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;

describe('POST /api/me/password', () => {
  it('needs a session', async () => {
    const res = await change(null, { currentPassword: FIRST, newPassword: SECOND });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a wrong current password with the Dutch message', async () => {
    const cookie = await signIn(FIRST);
    const res = await change(cookie, { currentPassword: 'niet-mijn-wachtwoord', newPassword: SECOND });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'password_incorrect',
      message: 'Het ingevoerde wachtwoord is onjuist.',
    });
  });

  it('checks the new password: long enough, and not the current one', async () => {
    const cookie = await signIn(FIRST);
    const short = await change(cookie, { currentPassword: FIRST, newPassword: 'kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      newPassword: 'Je wachtwoord moet minimaal 8 tekens hebben.',
    });
    const same = await change(cookie, { currentPassword: FIRST, newPassword: FIRST });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({
      newPassword: 'Kies een nieuw wachtwoord dat anders is dan je huidige.',
    });
  });

  it('changes it; this session and the others stay signed in', async () => {
    const other = await signIn(FIRST);
    const cookie = await signIn(FIRST);
    const res = await change(cookie, { currentPassword: FIRST, newPassword: SECOND });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Je wachtwoord is gewijzigd.' });
    expect(await sessionUser(cookie)).toMatchObject({ email: EMAIL });
    expect(await sessionUser(other)).toMatchObject({ email: EMAIL });

    const old = await post(t, '/api/auth/sign-in', { email: EMAIL, password: FIRST }, { headers: origin });
    expect(old.statusCode).toBe(401);
    await signIn(SECOND);
  });

  it('with signOutOthers: other sessions end, this browser gets a fresh working cookie', async () => {
    const other = await signIn(SECOND);
    const cookie = await signIn(SECOND);
    const res = await change(cookie, { currentPassword: SECOND, newPassword: THIRD, signOutOthers: true });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = sessionCookieFrom(res);
    expect(rotated).not.toBe(cookie);
    expect(await sessionUser(rotated)).toMatchObject({ email: EMAIL });
    expect(await sessionUser(other)).toBeNull();

    const list = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie: rotated } });
    expect(list.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('is refused while an admin impersonates the user', async () => {
    const cookie = await signIn(THIRD);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'oud@example.nl'));
    const token = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split('.')[0] ?? '';
    await t.db
      .update(sessions)
      .set({ impersonatedBy: admin?.id ?? null })
      .where(eq(sessions.token, token));
    const res = await change(cookie, { currentPassword: THIRD, newPassword: FIRST });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'impersonation_forbidden' });
    await signIn(THIRD);
  });
});

describe('credential changes on a long-lived session', () => {
  it('a session signed in days ago can still change the password and remove a factor', async () => {
    const cookie = await signIn(FIRST, 'oud@example.nl');
    const headers = { ...origin, cookie };
    const enrol = await post(t, '/api/me/two-factor/enroll', { password: FIRST }, { headers });
    expect(enrol.statusCode, enrol.body).toBe(200);
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '3 days', updated_at = now() - interval '3 days'`,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { password: FIRST },
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const rotated = sessionCookieFrom(removed);
    const res = await change(rotated, { currentPassword: FIRST, newPassword: SECOND });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("maps better-auth's fresh-session refusal to 'log in again', not the generic MFA failure", () => {
    for (const code of ['SESSION_NOT_FRESH', 'SESSION_EXPIRED']) {
      const refusal = new APIError('FORBIDDEN', { code, message: 'Session is not fresh' });
      let thrown: unknown;
      try {
        mapTwoFactorError(refusal);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({
        code: 'reauthentication_required',
        status: 403,
        message: 'Log voor je veiligheid opnieuw in en probeer het daarna nog eens.',
      });
    }
  });
});
