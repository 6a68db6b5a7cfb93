import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { MASKED_TOKEN, maskMailTokens } from './presenter';
import { ADMIN_EMAIL } from '../../test/accounts';
import { callAs, linkIn, post, signInAs } from '../../test/http';

/**
 * The admin e-mail log shows that a link was sent, never a link that works: a reset or verification token in
 * an admin's hands would take over the account past the impersonation rules and their audit. The browser
 * journeys read links through a reader that only a test server mounts.
 */

let t: TestApp;
let admin = '';
const USER = 'deelnemer@demo.kring.test';

type Mail = { subject: string; text: string; html: string };

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  expect((await post(t, '/api/auth/forgot-password', { email: USER })).statusCode).toBe(202);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('tokens in the admin e-mail log', () => {
  it('masks the reset token in the list entry detail (text and HTML) while the link works for the user', async () => {
    const real = await t.app.inject({ url: `/api/test/outbox?to=${USER}&kind=reset_password` });
    expect(real.statusCode).toBe(200);
    const mail = real.json() as Mail;
    const token = linkIn(mail.text, `${t.config.publicUrl}/auth/callback`).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);

    const list = await callAs(t, admin, 'GET', `/api/admin/email-logs?to=${USER}`);
    expect(list.body).not.toContain(token);
    const id = (list.json() as { items: { id: string }[] }).items[0]?.id;
    const detail = await callAs(t, admin, 'GET', `/api/admin/email-logs/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(token);
    const shown = detail.json() as Mail;
    expect(shown.text).toContain(`/auth/callback?type=recovery&token=${MASKED_TOKEN}`);
    expect(shown.html).toContain(MASKED_TOKEN);

    // The user's own link still resets the password.
    const reset = await post(t, '/api/auth/reset-password', { token, password: 'een-nieuw-lang-wachtwoord' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('masks every kind of one-time link parameter, in text and in HTML attributes', () => {
    expect(maskMailTokens('https://k.nl/auth/verify-email?token=abc.DEF-123')).toBe(
      `https://k.nl/auth/verify-email?token=${MASKED_TOKEN}`,
    );
    expect(maskMailTokens('<a href="https://k.nl/x?type=recovery&amp;token=abc">')).toBe(
      `<a href="https://k.nl/x?type=recovery&amp;token=${MASKED_TOKEN}">`,
    );
    expect(maskMailTokens('https://k.nl/dashboard/instellingen/account?emailToken=zz9')).toBe(
      `https://k.nl/dashboard/instellingen/account?emailToken=${MASKED_TOKEN}`,
    );
    expect(maskMailTokens('https://k.nl/team/uitnodiging?token=t0k')).toContain(MASKED_TOKEN);
    expect(maskMailTokens('Geen link hier.')).toBe('Geen link hier.');
    expect(maskMailTokens(null)).toBeNull();
  });
});

describe('the test-only outbox reader', () => {
  it('is mounted by a test server only', async () => {
    for (const env of ['production', 'development']) {
      const other = await createTestApp({
        env: { NODE_ENV: env, SESSION_SECRET: 'een-geheim-van-minstens-tweeendertig-tekens-lang' },
      });
      try {
        const res = await other.app.inject({ url: `/api/test/outbox?to=${USER}&kind=reset_password` });
        expect(res.statusCode, env).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
