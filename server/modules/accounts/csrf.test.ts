import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { latestMail, linkIn, post } from '../../test/http';

/** An https deployment: Secure cookies with the `__Secure-` prefix, and the Origin check of server/http/csrf.ts. */
let t: TestApp;
const PUBLIC_URL = 'https://kring.example';
const COOKIE = '__Secure-kring.session_token';
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const email = 'veilig@example.nl';
  const signUp = await post(
    t,
    '/api/auth/sign-up',
    { name: 'Veilig Lid', email, password: 'sterk-wachtwoord-1', role: 'participant', acceptTerms: true },
    { headers: { origin: PUBLIC_URL } },
  );
  expect(signUp.statusCode).toBe(201);
  const mail = await latestMail(t, email, 'verify_email');
  const token = linkIn(mail?.text ?? '', `${PUBLIC_URL}/auth/verify-email`).searchParams.get('token');
  expect((await post(t, '/api/auth/verify-email', { token })).statusCode).toBe(200);
  const signIn = await post(t, '/api/auth/sign-in', { email, password: 'sterk-wachtwoord-1' });
  const set = signIn.cookies.find((c) => c.name === COOKIE);
  expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  cookie = `${set?.name}=${set?.value}`;
});

afterAll(async () => {
  await t?.close();
});

const csrfError = {
  code: 'csrf_rejected',
  message: 'Dit verzoek is geweigerd om je account te beschermen. Ververs de pagina en probeer opnieuw.',
};

describe('CSRF protection', () => {
  it('refuses a cross-origin POST', async () => {
    const res = await post(
      t,
      '/api/auth/sign-out',
      {},
      { headers: { cookie, origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual(csrfError);
    // The session survived the attempt.
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user?.email).toBe('veilig@example.nl');
  });

  it('refuses a cross-origin Referer and an opaque "null" origin, even without cookies', async () => {
    const referer = await post(t, '/api/contact', {}, { headers: { referer: 'https://evil.example/form' } });
    expect(referer.statusCode).toBe(403);
    const opaque = await post(t, '/api/auth/sign-in', {}, { headers: { origin: 'null' } });
    expect(opaque.json().error).toEqual(csrfError);
  });

  it('refuses a POST that carries the session cookie but neither Origin nor Referer', async () => {
    const res = await post(t, '/api/auth/sign-out', {}, { headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });

  it('lets same-origin requests through (PUBLIC_URL or the request host), and cookie-less clients', async () => {
    const fromSite = await post(
      t,
      '/api/auth/forgot-password',
      { email: 'a@example.nl' },
      { headers: { origin: PUBLIC_URL } },
    );
    expect(fromSite.statusCode).toBe(202);
    const fromHost = await post(
      t,
      '/api/auth/forgot-password',
      { email: 'b@example.nl' },
      { headers: { host: 'intern.kring:8080', referer: 'http://intern.kring:8080/wachtwoord-vergeten' } },
    );
    expect(fromHost.statusCode).toBe(202);
    const bare = await post(t, '/api/auth/forgot-password', { email: 'c@example.nl' });
    expect(bare.statusCode).toBe(202);
    // Safe methods are never checked.
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
  });

  // The router decodes the path (`/%61pi` is `/api`), so a check that read the raw URL was skipped (issue 9).
  const ESCAPED: Array<{ method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'PATCH', url: '/%61pi/me/privacy', payload: { isPublic: false } },
    { method: 'PATCH', url: '/ap%69/me/privacy', payload: { isPublic: false } },
    { method: 'PATCH', url: '/%61%70%69/me/privacy', payload: { isPublic: false } },
    { method: 'POST', url: '/%61pi/auth/sign-out', payload: {} },
    { method: 'DELETE', url: '/%61pi/me/sessions' },
    { method: 'POST', url: '/%61pi/me/avatar', payload: {} },
    {
      method: 'POST',
      url: '/%61pi/dashboard/events/00000000-0000-4000-8000-000000000000/trash',
      payload: {},
    },
    {
      method: 'POST',
      url: '/%61pi/dashboard/events/00000000-0000-4000-8000-000000000000/publish',
      payload: {},
    },
    { method: 'POST', url: '/api/%64ashboard/events/images', payload: {} },
  ];

  it.each(ESCAPED)(
    'refuses $method $url (escaped path) from another origin or none',
    async ({ method, url, payload }) => {
      for (const origin of ['https://evil.example', undefined]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie, ...(origin ? { origin } : {}) },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${origin ?? 'no origin'}: ${res.body}`).toBe(403);
        expect(res.json().error).toEqual(csrfError);
      }
    },
  );

  it('still lets the site itself use an escaped path, and the session survived the attempts', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/me/privacy',
      headers: { cookie, origin: PUBLIC_URL },
      payload: { isPublic: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user?.email).toBe('veilig@example.nl');
  });

  it('signs out from the site itself', async () => {
    const res = await post(t, '/api/auth/sign-out', {}, { headers: { cookie, origin: PUBLIC_URL } });
    expect(res.statusCode).toBe(204);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ user: null });
  });
});
