import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { PASSWORD_CHECK_LIMIT } from './password';
import { SIGN_IN_LIMITS } from './service';
import { signUpVerified } from '../../test/accounts';
import { post, sessionCookieFrom } from '../../test/http';

/**
 * Limits hold under parallel requests: each attempt is reserved before the password is checked, so a burst
 * gets exactly the limit of checks, and every refusal says when to try again (Retry-After).
 */

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'zonnebloem-42';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string, remoteAddress?: string) =>
  post(t, '/api/auth/sign-in', { email, password }, remoteAddress ? { remoteAddress } : {});

const statuses = (answers: LightMyRequestResponse[]) => {
  const count = (status: number) => answers.filter((r) => r.statusCode === status).length;
  return { checked: count(401) + count(400) + count(200), refused: count(429), other: answers.length };
};

const expectRetryAfter = (answers: LightMyRequestResponse[]) => {
  for (const res of answers.filter((r) => r.statusCode === 429)) {
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds), String(res.headers['retry-after'])).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
    expect(res.json().error.code).toBe('rate_limited');
  }
};

describe('sign-in under parallel requests', () => {
  it(`checks exactly ${SIGN_IN_LIMITS.perAccount} of 40 parallel wrong passwords on one account`, async () => {
    await signUpVerified(t, PUBLIC_URL, { email: 'burst@example.nl', password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn('burst@example.nl', `fout-${i}-wachtwoord`)),
    );
    const { checked, refused } = statuses(answers);
    expect(checked).toBe(SIGN_IN_LIMITS.perAccount);
    expect(refused).toBe(40 - SIGN_IN_LIMITS.perAccount);
    expectRetryAfter(answers);
    // The right password after the burst is refused too: it is no check that the limit allows.
    const right = await signIn('burst@example.nl', PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a right password inside a burst through only within the limit', async () => {
    await signUpVerified(t, PUBLIC_URL, { email: 'binnen@example.nl', password: PASSWORD });
    const wrong = Array.from({ length: 30 }, (_, i) =>
      signIn('binnen@example.nl', `fout-${i}`, '192.0.2.50'),
    );
    const answers = await Promise.all([...wrong, signIn('binnen@example.nl', PASSWORD, '192.0.2.50')]);
    const signedIn = answers.filter((r) => r.statusCode === 200).length;
    const { checked } = statuses(answers);
    // However the burst interleaves, no more than the limit of passwords is checked.
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
    expect(signedIn).toBeLessThanOrEqual(1);
  });

  it(`checks exactly ${SIGN_IN_LIMITS.perIp} of 60 parallel tries from one IP across accounts`, async () => {
    const remoteAddress = '203.0.113.99';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`gok${i}@example.nl`, 'raden-maar', remoteAddress)),
    );
    const { checked, refused } = statuses(answers);
    expect(checked).toBe(SIGN_IN_LIMITS.perIp);
    expect(refused).toBe(60 - SIGN_IN_LIMITS.perIp);
    expectRetryAfter(answers);
  });

  it('does not count a right password against the address', async () => {
    const remoteAddress = '198.51.100.77';
    await signUpVerified(t, PUBLIC_URL, { email: 'vaak@example.nl', password: PASSWORD });
    for (let i = 0; i < SIGN_IN_LIMITS.perIp + 5; i += 1) {
      expect((await signIn('vaak@example.nl', PASSWORD, remoteAddress)).statusCode).toBe(200);
    }
  });
});

describe('current-password checks under parallel requests', () => {
  const session = async (email: string) => {
    await signUpVerified(t, PUBLIC_URL, { email, password: PASSWORD });
    return sessionCookieFrom(await signIn(email, PASSWORD));
  };
  const asUser = (cookie: string) => ({ headers: { origin: PUBLIC_URL, cookie } });

  it(`checks exactly ${PASSWORD_CHECK_LIMIT.max} of 12 parallel wrong passwords on a password change`, async () => {
    const cookie = await session('wijzig@example.nl');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          t,
          '/api/me/password',
          { currentPassword: `fout-${i}-wachtwoord`, newPassword: 'nieuwe-zin-van-mij-26' },
          asUser(cookie),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400).length).toBe(PASSWORD_CHECK_LIMIT.max);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(12 - PASSWORD_CHECK_LIMIT.max);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().error.code).toBe('password_incorrect');
    }
    expectRetryAfter(answers);
  });

  it(`checks exactly ${PASSWORD_CHECK_LIMIT.max} of 12 parallel wrong passwords on TOTP enrolment`, async () => {
    const cookie = await session('totp-burst@example.nl');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t, '/api/me/two-factor/enroll', { password: `fout-${i}-wachtwoord` }, asUser(cookie)),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400).length).toBe(PASSWORD_CHECK_LIMIT.max);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(12 - PASSWORD_CHECK_LIMIT.max);
    expectRetryAfter(answers);
    // The budget is shared by every form that asks for the current password.
    const change = await post(
      t,
      '/api/me/password',
      { currentPassword: PASSWORD, newPassword: 'nieuwe-zin-van-mij-26' },
      asUser(cookie),
    );
    expect(change.statusCode).toBe(429);
  });
});
