import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import type { TestApp } from '../../test/app';
import { post, sessionCookieFrom } from '../accounts/testing';

export const ADMIN_EMAIL = 'admin@demo.kring.test';

/** Sign a seeded account in; its session cookie as `name=value`. */
export const signInAs = async (t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
};

/** A request with the cookie and the Origin header the CSRF check wants. */
export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, cookie },
    ...(payload ? { payload } : {}),
  });

/** The account id of a seeded e-mail address, through the admin user search. */
export const userIdOf = async (t: TestApp, adminCookie: string, email: string): Promise<string> => {
  const res = await call(t, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`, adminCookie);
  const found = (res.json() as { items: Array<{ id: string; email: string }> }).items.find(
    (u) => u.email === email,
  );
  if (!found) throw new Error(`no user ${email}: ${res.body}`);
  return found.id;
};

/** Every cookie a response set, merged over `previous` (name=value pairs; expired cookies dropped). */
export const mergeCookies = (previous: string, res: LightMyRequestResponse): string => {
  const jar = new Map<string, string>();
  for (const pair of previous.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  for (const c of res.cookies) {
    const expired =
      c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0) || (c.expires && c.expires < new Date());
    if (expired) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};
