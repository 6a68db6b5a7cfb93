import { type TestApp, type TestAppOptions, createTestApp } from './app';
import { callAs, latestMail, linkIn, post, signInAs } from './http';

/** The seeded admin (demo seed). */
export const ADMIN_EMAIL = 'admin@demo.kring.test';
/** The seeded participant and organisation accounts (demo seed). */
export const PARTICIPANT_EMAIL = 'deelnemer@demo.kring.test';
export const ORGANISER_EMAIL = 'organisatie@demo.kring.test';

/**
 * A seeded app (two events and two members each, unless `options.seed` says otherwise) with a session cookie
 * per named account, for a test file's `beforeAll`:
 * `({ t, admin, participant } = await createSignedInTestApp({ admin: ADMIN_EMAIL, participant: PARTICIPANT_EMAIL }))`.
 */
export const createSignedInTestApp = async <Name extends string>(
  accounts: Record<Name, string>,
  options: TestAppOptions = {},
): Promise<{ t: TestApp } & Record<Name, string>> => {
  const t = await createTestApp({ seed: { events: 2, members: 2 }, ...options });
  try {
    const cookies = {} as Record<Name, string>;
    for (const [name, email] of Object.entries(accounts) as [Name, string][]) {
      cookies[name] = await signInAs(t, email);
    }
    return { t, ...cookies };
  } catch (error) {
    await t.close();
    throw error;
  }
};

/** Sign up and confirm the address through the mailed link, as a newcomer would; throws on any failure. */
export const signUpVerified = async (
  t: TestApp,
  publicUrl: string,
  { email, password, name = 'Test Lid' }: { email: string; password: string; name?: string },
): Promise<void> => {
  const body = { name, email, password, role: 'participant', acceptTerms: true };
  const res = await post(t, '/api/auth/sign-up', body, { headers: { origin: publicUrl } });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const mail = await latestMail(t, email.toLowerCase(), 'verify_email');
  const token = linkIn(mail?.text ?? '', `${publicUrl}/auth/verify-email`).searchParams.get('token');
  const verified = await post(t, '/api/auth/verify-email', { token });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
};

/** The account id of a seeded e-mail address, through the admin user search. */
export const userIdOf = async (t: TestApp, adminCookie: string, email: string): Promise<string> => {
  const res = await callAs(t, adminCookie, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`);
  const found = (res.json() as { items: Array<{ id: string; email: string }> }).items.find(
    (u) => u.email === email,
  );
  if (!found) throw new Error(`no user ${email}: ${res.body}`);
  return found.id;
};
