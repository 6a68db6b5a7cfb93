import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import type { TestApp } from '../../test/app';
import { post, sessionCookieFrom } from '../accounts/testing';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Test helpers for the teams API: sign in (demo password by default) and call as that session. */
export const signInAs = async (t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
};

/** One request with a session cookie (or none) and the Origin header the CSRF check wants. */
export const callAs = (
  t: TestApp,
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
