import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { post, sessionCookieFrom } from '../accounts/testing';

/** Test helpers for the settings API: sign in, call with the session cookie, build multipart uploads. */
export const signInCookie = async (t: TestApp, email: string, password: string): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the signed-in browser makes it: session cookie plus the Origin header (CSRF check). */
export const callAs = (
  t: TestApp,
  cookie: string,
  method: Method,
  url: string,
  payload?: unknown,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...extra,
    headers: { origin: t.config.publicUrl, cookie, ...extra.headers },
  });

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export const multipartFile = (
  bytes: Buffer,
  contentType: string,
  filename = 'foto',
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----kring${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** The error envelope's code and message, for compact assertions. */
export const errorOf = (res: LightMyRequestResponse): { code: string; message: string } => {
  const { code, message } = (res.json() as { error: { code: string; message: string } }).error;
  return { code, message };
};
