import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, hasSessionHint } from '../../core/domain/sessionHint';
import { signUpVerified } from '../test/accounts';
import { type TestApp, createTestApp } from '../test/app';
import { SESSION_COOKIE, callAs, post, sessionCookieFrom } from '../test/http';
import { sessionCookieChange } from './sessionHint';

/**
 * Issue 17: the readable signed-in hint follows the HttpOnly session cookie on every response, so the browser app
 * can skip /api/session for visitors without a session (core/domain/sessionHint.ts).
 */
let t: TestApp;
const PUBLIC_URL = 'http://localhost:3000';
const EMAIL = 'hint@example.nl';
const PASSWORD = 'hint-wachtwoord-2026';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  await signUpVerified(t, PUBLIC_URL, { email: EMAIL, password: PASSWORD });
});

afterAll(async () => {
  await t?.close();
});

/** The hint cookie a response sets: 'set', 'cleared', or undefined when it leaves it alone. */
const hintOf = (res: LightMyRequestResponse): 'set' | 'cleared' | undefined => {
  const hint = res.cookies.filter((c) => c.name === SESSION_HINT_COOKIE);
  expect(hint.length).toBeLessThanOrEqual(1);
  if (hint.length === 0) return undefined;
  return hint[0]!.value === '' || (hint[0]!.maxAge ?? 1) <= 0 ? 'cleared' : 'set';
};

describe('the signed-in hint', () => {
  it('is set by the sign-in that sets the session cookie, readable by scripts, and cleared by the sign-out', async () => {
    const signIn = await post(t, '/api/auth/sign-in', { email: EMAIL, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(hintOf(signIn)).toBe('set');
    const hint = signIn.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.path).toBe('/');
    const session = sessionCookieFrom(signIn);

    // A request that already carries both gets neither again.
    const both = `${session}; ${SESSION_HINT_COOKIE}=1`;
    expect(hintOf(await callAs(t, both, 'GET', '/api/session'))).toBeUndefined();

    const signOut = await callAs(t, both, 'POST', '/api/auth/sign-out', {});
    expect(signOut.statusCode).toBeLessThan(300);
    expect(hintOf(signOut)).toBe('cleared');
  });

  it('is set for a session cookie that arrives without it (sessions from before the hint), on pages too', async () => {
    const session = sessionCookieFrom(
      await post(t, '/api/auth/sign-in', { email: EMAIL, password: PASSWORD }),
    );
    expect(hintOf(await callAs(t, session, 'GET', '/api/session'))).toBe('set');
    expect(hintOf(await callAs(t, session, 'GET', '/events'))).toBe('set');
  });

  it('is renewed with every session cookie the server sets, even when the browser has it', async () => {
    const again = await post(
      t,
      '/api/auth/sign-in',
      { email: EMAIL, password: PASSWORD },
      { headers: { cookie: `${SESSION_HINT_COOKIE}=1` } },
    );
    expect(again.statusCode).toBe(200);
    expect(hintOf(again)).toBe('set');
  });

  it('stays off responses a shared cache may store, and marks the ones that carry it private', async () => {
    const session = sessionCookieFrom(
      await post(t, '/api/auth/sign-in', { email: EMAIL, password: PASSWORD }),
    );
    const sitemap = await callAs(t, session, 'GET', '/sitemap.xml');
    expect(sitemap.headers['cache-control']).toMatch(/public/);
    expect(hintOf(sitemap)).toBeUndefined();
    const page = await callAs(t, session, 'GET', '/events');
    expect(hintOf(page)).toBe('set');
    expect(page.headers['cache-control']).toMatch(/private|no-store/);
  });

  it('is removed when it arrives without a session cookie, and never set for a visitor without one', async () => {
    expect(hintOf(await callAs(t, `${SESSION_HINT_COOKIE}=1`, 'GET', '/api/session'))).toBe('cleared');
    expect(hintOf(await callAs(t, null, 'GET', '/api/session'))).toBeUndefined();
    expect(hintOf(await callAs(t, null, 'GET', '/events'))).toBeUndefined();
    // A failed sign-in sets no session cookie and so no hint.
    const wrong = await post(t, '/api/auth/sign-in', { email: EMAIL, password: 'fout-wachtwoord-2026' });
    expect(wrong.statusCode).toBe(401);
    expect(hintOf(wrong)).toBeUndefined();
  });
});

describe('sessionCookieChange', () => {
  it('reads whether a response sets or clears the session cookie', () => {
    expect(sessionCookieChange(undefined, SESSION_COOKIE)).toBeNull();
    expect(sessionCookieChange(['other=1; Path=/'], SESSION_COOKIE)).toBeNull();
    expect(sessionCookieChange(`${SESSION_COOKIE}=abc.def; Path=/; HttpOnly`, SESSION_COOKIE)).toBe('set');
    expect(sessionCookieChange([`${SESSION_COOKIE}=; Max-Age=0; Path=/`], SESSION_COOKIE)).toBe('cleared');
    expect(
      sessionCookieChange([`${SESSION_COOKIE}=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT`], SESSION_COOKIE),
    ).toBe('cleared');
  });

  it('finds the hint among the cookies of a Cookie header', () => {
    expect(hasSessionHint(`a=1; ${SESSION_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSessionHint(`a=1; x${SESSION_HINT_COOKIE}=1`)).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});
