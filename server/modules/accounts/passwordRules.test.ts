import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { passwordProblem } from './passwordRules';
import { signUpVerified } from '../../test/accounts';
import { latestMail, linkIn, post, sessionCookieFrom } from '../../test/http';

/** ASVS 6.2: no password from the 10 000 most used, and not the e-mail address, wherever one is chosen. */

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const COMMON = 'qwerty123';
const TOO_COMMON = 'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.';
const IS_EMAIL = 'Je wachtwoord mag niet je e-mailadres zijn.';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
});

const signUp = (email: string, password: string) =>
  post(t, '/api/auth/sign-up', { name: 'Sanne', email, password, role: 'participant', acceptTerms: true });

describe('the rule', () => {
  it('matches whole passwords, in any case, and the address or its name part', () => {
    expect(passwordProblem('Password', null)).toBe('password_too_common');
    expect(passwordProblem('password1234567', null)).toBeNull();
    expect(passwordProblem('kring-demo-2026', null)).toBeNull();
    expect(passwordProblem('Sanne.Visser@Voorbeeld.nl', 'sanne.visser@voorbeeld.nl')).toBe(
      'password_is_email',
    );
    expect(passwordProblem('sanne.visser', 'sanne.visser@voorbeeld.nl')).toBe('password_is_email');
    expect(passwordProblem('sanne.visser-2026', 'sanne.visser@voorbeeld.nl')).toBeNull();
  });
});

describe('where a password is chosen', () => {
  it('refuses a common password and the address at sign-up, under the password field', async () => {
    const common = await signUp('gewoon@example.nl', COMMON);
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({
      code: 'password_too_common',
      fields: { password: TOO_COMMON },
    });
    const same = await signUp('welkomthuis@example.nl', 'welkomthuis@example.nl');
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ code: 'password_is_email', fields: { password: IS_EMAIL } });
    expect((await signUp('gewoon@example.nl', 'een-eigen-zin-26')).statusCode).toBe(201);
  });

  it('refuses them on a password reset and a password change', async () => {
    await signUpVerified(t, PUBLIC_URL, { email: 'reset.regel@example.nl', password: 'zonnebloem-42' });
    expect((await post(t, '/api/auth/forgot-password', { email: 'reset.regel@example.nl' })).statusCode).toBe(
      202,
    );
    const mail = await latestMail(t, 'reset.regel@example.nl', 'reset_password');
    const token = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/callback`).searchParams.get('token');
    const reset = await post(t, '/api/auth/reset-password', { token, password: 'reset.regel' });
    expect(reset.json().error?.code).toBe('password_is_email');
    const resetCommon = await post(t, '/api/auth/reset-password', { token, password: COMMON });
    expect(resetCommon.json().error?.code).toBe('password_too_common');

    const signIn = await post(t, '/api/auth/sign-in', {
      email: 'reset.regel@example.nl',
      password: 'zonnebloem-42',
    });
    const cookie = sessionCookieFrom(signIn);
    const change = await post(
      t,
      '/api/me/password',
      { currentPassword: 'zonnebloem-42', newPassword: COMMON },
      { headers: { origin: PUBLIC_URL, cookie } },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toMatchObject({
      code: 'password_too_common',
      fields: { newPassword: TOO_COMMON },
    });
  });
});
