import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { describeDevice } from './device';
import { signUpVerified } from '../../test/accounts';
import { SESSION_COOKIE, post, sessionCookieFrom } from '../../test/http';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  await signUpVerified(t, PUBLIC_URL, { email: 'sessies@example.nl', password: 'sessies-2026' });
  await signUpVerified(t, PUBLIC_URL, { email: 'ander@example.nl', password: 'ander-2026!' });
});

afterAll(async () => {
  await t?.close();
});

const signIn = async (email: string, password: string, userAgent: string): Promise<string> =>
  sessionCookieFrom(
    await post(t, '/api/auth/sign-in', { email, password }, { headers: { 'user-agent': userAgent } }),
  );

const inject = (method: 'GET' | 'DELETE', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: { origin: PUBLIC_URL, cookie } });

describe('describeDevice', () => {
  it('names browser and system in Dutch', () => {
    expect(describeDevice(CHROME_LINUX)).toBe('Chrome op Linux');
    expect(describeDevice(FIREFOX_WINDOWS)).toBe('Firefox op Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari op iOS');
    expect(describeDevice(null)).toBe('Onbekend apparaat');
  });
});

describe('active sessions', () => {
  let laptop = '';
  let desktop = '';
  let other = '';

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated' });
  });

  it('lists own sessions with device, IP, last seen and the current one', async () => {
    laptop = await signIn('sessies@example.nl', 'sessies-2026', CHROME_LINUX);
    desktop = await signIn('sessies@example.nl', 'sessies-2026', FIREFOX_WINDOWS);
    other = await signIn('ander@example.nl', 'ander-2026!', SAFARI_IPHONE);

    const res = await inject('GET', '/api/me/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      device: string;
      current: boolean;
      ipAddress: string;
      lastSeenAt: string;
    }>;
    expect(list.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome op Linux', true],
      ['Firefox op Windows', false],
    ]);
    expect(list[0]?.ipAddress).toBe('127.0.0.1');
    expect(Number.isNaN(Date.parse(list[0]?.lastSeenAt ?? ''))).toBe(false);
  });

  it("cannot sign out someone else's session", async () => {
    const [theirs] = (await inject('GET', '/api/me/sessions', other)).json() as Array<{ id: string }>;
    const res = await inject('DELETE', `/api/me/sessions/${theirs?.id}`, laptop);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', '/api/me/sessions', other)).statusCode).toBe(200);
  });

  it('signs out one session; its cookie then reports an expired session', async () => {
    const list = (await inject('GET', '/api/me/sessions', laptop)).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const target = list.find((s) => !s.current);
    const res = await inject('DELETE', `/api/me/sessions/${target?.id}`, laptop);
    expect(res.statusCode).toBe(204);
    const gone = await inject('GET', '/api/me/sessions', desktop);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error).toEqual({
      code: 'session_expired',
      message: 'Sessie verlopen. Log opnieuw in.',
    });
  });

  it('signs out all other sessions and keeps the current one', async () => {
    const phone = await signIn('sessies@example.nl', 'sessies-2026', SAFARI_IPHONE);
    const tablet = await signIn('sessies@example.nl', 'sessies-2026', FIREFOX_WINDOWS);
    const res = await inject('DELETE', '/api/me/sessions', laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const cookie of [phone, tablet])
      expect((await inject('GET', '/api/me/sessions', cookie)).statusCode).toBe(401);
    const left = (await inject('GET', '/api/me/sessions', laptop)).json() as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    // The other user's session is untouched.
    expect((await inject('GET', '/api/me/sessions', other)).statusCode).toBe(200);
  });

  it('refuses a cross-origin revoke (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions',
      headers: { origin: 'https://evil.example', cookie: laptop },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'csrf_rejected' });
    expect(SESSION_COOKIE).toBe('kring.session_token');
  });
});
