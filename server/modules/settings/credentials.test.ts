import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { profiles, sessions, users, verifications } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import type { Actor } from '../../http/context';
import { emailChangeMail } from './mail';
import { settingsPolicy } from './policy';
import { emailChangeIdentifier } from './queries';
import { signUpVerified } from '../../test/accounts';
import { SESSION_COOKIE, callAs, errorOf, latestMail, linkIn, post, signInAs } from '../../test/http';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'zonnebloem-42';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
});

type Res = Awaited<ReturnType<typeof callAs>>;
const expectError = (res: Res, code: keyof typeof ERRORS) => {
  expect(res.statusCode, res.body).toBe(ERRORS[code].status);
  expect(errorOf(res)).toEqual({ code, message: ERRORS[code].message });
};

/** A fresh, verified account and its session cookie. */
const newMember = async (email: string, name = 'Wisselende Willemijn') => {
  await signUpVerified(t, PUBLIC_URL, { email, password: PASSWORD, name });
  return signInAs(t, email, PASSWORD);
};

const tokenFromMail = async (to: string): Promise<string> => {
  const mail = await latestMail(t, to, 'email_change');
  expect(mail, `email_change mail to ${to}`).not.toBeNull();
  const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/dashboard/instellingen/account`);
  return link.searchParams.get('emailToken') ?? '';
};

describe('e-mail change', () => {
  const OLD = 'oud.adres@example.nl';
  const NEW = 'nieuw.adres@example.nl';
  let cookie: string;
  beforeAll(async () => {
    cookie = await newMember(OLD);
    await signUpVerified(t, PUBLIC_URL, { email: 'bezet@example.nl', password: PASSWORD });
  });

  it('asks for the right password', async () => {
    const res = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: NEW,
      password: 'fout-fout',
    });
    expectError(res, 'password_incorrect');
  });

  it('refuses an address another account has, and the current one', async () => {
    const taken = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: 'Bezet@example.nl',
      password: PASSWORD,
    });
    expectError(taken, 'email_already_registered');
    expect(taken.json().error.fields.newEmail).toBe(ERRORS.email_already_registered.message);
    const same = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: OLD,
      password: PASSWORD,
    });
    expectError(same, 'email_change_same');
    const invalid = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: 'geen-adres',
      password: PASSWORD,
    });
    expectError(invalid, 'validation_failed');
    expect(invalid.json().error.fields.newEmail).toBe('Vul een geldig e-mailadres in.');
  });

  it('mails a Dutch confirmation link to the new address; the login address stays until confirmed', async () => {
    const res = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: NEW,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ pendingEmail: NEW });
    const mail = await latestMail(t, NEW, 'email_change');
    expect(mail?.subject).toBe('Bevestig je nieuwe e-mailadres voor Kring');
    expect(mail?.text).toContain(`van ${OLD} naar ${NEW}`);
    expect(mail?.html).toContain('Nieuw e-mailadres bevestigen');
    const account = (await callAs(t, cookie, 'GET', '/api/me/account')).json();
    expect(account).toMatchObject({ email: OLD, pendingEmail: NEW });
    const [stored] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, emailChangeIdentifier(await userId(OLD))));
    const token = await tokenFromMail(NEW);
    // Only the hash is stored.
    expect(stored?.value).not.toContain(token);
  });

  it('refuses a wrong token', async () => {
    const res = await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', { token: 'x'.repeat(43) });
    expectError(res, 'email_change_invalid');
  });

  it('switches the address with the mailed token, keeps it verified, tells the old address; the token works once', async () => {
    const token = await tokenFromMail(NEW);
    const res = await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: NEW });
    const [user] = await t.db.select().from(users).where(eq(users.email, NEW));
    expect(user?.emailVerified).toBe(true);
    const [profile] = await t.db
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ''));
    expect(profile?.email).toBe(NEW);
    expect((await latestMail(t, OLD, 'email_changed'))?.subject).toBe(
      'Je e-mailadres bij Kring is gewijzigd',
    );
    expect((await post(t, '/api/auth/sign-in', { email: NEW, password: PASSWORD })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in', { email: OLD, password: PASSWORD })).statusCode).toBe(401);

    const again = await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', { token });
    expectError(again, 'email_change_invalid');
  });

  it('refuses an expired token and can withdraw a pending change', async () => {
    const target = 'nog.nieuwer@example.nl';
    const res = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: target,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    const token = await tokenFromMail(target);
    const id = await userId(NEW);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, emailChangeIdentifier(id)));
    expect((await callAs(t, cookie, 'GET', '/api/me/account')).json().pendingEmail).toBeNull();
    expectError(
      await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', { token }),
      'email_change_invalid',
    );

    await callAs(t, cookie, 'POST', '/api/me/email-change', { newEmail: target, password: PASSWORD });
    const cancel = await callAs(t, cookie, 'DELETE', '/api/me/email-change');
    expect(cancel.statusCode, cancel.body).toBe(204);
    const latest = await tokenFromMail(target);
    expectError(
      await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', { token: latest }),
      'email_change_invalid',
    );
  });
});

const userId = async (email: string): Promise<string> => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

describe('account deletion', () => {
  const EMAIL = 'vertrekker@example.nl';
  let cookie: string;
  beforeAll(async () => {
    cookie = await newMember(EMAIL, 'Vera Vertrek');
  });

  it('needs the confirmation word', async () => {
    const res = await callAs(t, cookie, 'DELETE', '/api/me/account', {
      password: PASSWORD,
      confirm: 'verwijder',
    });
    expectError(res, 'account_delete_confirm');
    expect(res.json().error.fields.confirm).toBe('Typ VERWIJDER om te bevestigen.');
  });

  it('needs the right password', async () => {
    const res = await callAs(t, cookie, 'DELETE', '/api/me/account', {
      password: 'niet-mijn-wachtwoord',
      confirm: 'VERWIJDER',
    });
    expectError(res, 'password_incorrect');
  });

  it('deletes the account, ends the session and clears the cookie', async () => {
    const id = await userId(EMAIL);
    const res = await callAs(t, cookie, 'DELETE', '/api/me/account', {
      password: PASSWORD,
      confirm: 'VERWIJDER',
    });
    expect(res.statusCode, res.body).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const session = await callAs(t, cookie, 'GET', '/api/session');
    expect(session.json()).toEqual({ user: null });
    expectError(await callAs(t, cookie, 'GET', '/api/me/account'), 'session_expired');
    expect((await post(t, '/api/auth/sign-in', { email: EMAIL, password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('wrong passwords are limited', () => {
  it('answers 429 after 5 wrong passwords in 15 minutes', async () => {
    const cookie = await newMember('gokker@example.nl');
    for (let i = 0; i < 5; i += 1) {
      const res = await callAs(t, cookie, 'DELETE', '/api/me/account', {
        password: `fout-${i}`,
        confirm: 'VERWIJDER',
      });
      expectError(res, 'password_incorrect');
    }
    const blocked = await callAs(t, cookie, 'DELETE', '/api/me/account', {
      password: PASSWORD,
      confirm: 'VERWIJDER',
    });
    expectError(blocked, 'rate_limited');
  });
});

describe('impersonation', () => {
  const actor = (impersonatorId: string | null): Actor => ({
    userId: '00000000-0000-4000-8000-000000000001',
    roles: ['participant'],
    sessionId: 's',
    impersonatorId,
  });

  it('the policy keeps credentials away from an impersonating admin', () => {
    expect(settingsPolicy.changeCredentials(actor(null))).toBe(true);
    expect(settingsPolicy.changeCredentials(actor('00000000-0000-4000-8000-00000000000a'))).toBe(false);
    expect(settingsPolicy.manageOwnSettings(actor('00000000-0000-4000-8000-00000000000a'))).toBe(true);
  });

  it('an impersonation session may not change the e-mail or delete the account', async () => {
    const cookie = await newMember('meegekeken@example.nl');
    await newMember('beheerder@example.nl');
    const id = await userId('meegekeken@example.nl');
    await t.db
      .update(sessions)
      .set({ impersonatedBy: await userId('beheerder@example.nl') })
      .where(eq(sessions.userId, id));

    const change = await callAs(t, cookie, 'POST', '/api/me/email-change', {
      newEmail: 'x@example.nl',
      password: PASSWORD,
    });
    expectError(change, 'impersonation_forbidden');
    const confirm = await callAs(t, cookie, 'POST', '/api/me/email-change/confirm', {
      token: 'x'.repeat(43),
    });
    expectError(confirm, 'impersonation_forbidden');
    const del = await callAs(t, cookie, 'DELETE', '/api/me/account', {
      password: PASSWORD,
      confirm: 'VERWIJDER',
    });
    expectError(del, 'impersonation_forbidden');
    // Ordinary settings stay available (the admin is debugging the account).
    const rename = await callAs(t, cookie, 'PATCH', '/api/me/account', {
      fullName: 'Mee Gekeken',
      username: 'mee.gekeken',
    });
    expect(rename.statusCode, rename.body).toBe(200);
  });
});

describe('e-mail change template', () => {
  it('escapes what the member typed and carries the link in HTML and text', () => {
    const mail = emailChangeMail({
      to: 'a@example.nl',
      name: '<b>Eva</b> Jansen',
      link: 'http://localhost:3000/dashboard/instellingen/account?emailToken=abc&x=1',
      currentEmail: 'oud@example.nl',
    });
    expect(mail.kind).toBe('email_change');
    expect(mail.text).toContain('Hoi <b>Eva</b>,');
    expect(mail.html).toContain('Hoi &lt;b&gt;Eva&lt;/b&gt;,');
    expect(mail.html).toContain('emailToken=abc&amp;x=1');
    expect(mail.text).toContain('emailToken=abc&x=1');
    expect(mail.html).toContain('<html lang="nl">');
  });
});
