import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { emailOutbox } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/data/accounts';
import type { TestApp } from './app';

/**
 * HTTP helpers for API tests of every module: requests as a browser makes them (cookie, Origin for the CSRF
 * check), cookies from responses, mails from the outbox, TOTP codes, multipart uploads.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/** A JSON POST without session. */
export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  extra: Extra = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...extra });

/** A request as the signed-in browser makes it: session cookie (or none) plus the Origin header (CSRF check). */
export const callAs = (
  t: TestApp,
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  extra: Extra = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...extra,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...extra.headers },
  });

export const SESSION_COOKIE = 'kring.session_token';

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export const sessionCookieFrom = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
};

/** `name=value` of any cookie a response set (e.g. the `kring.two_factor` challenge cookie). */
export const cookieFrom = (res: LightMyRequestResponse, name: string): string => {
  const cookie = res.cookies.find((c) => c.name === name && c.value !== '');
  if (!cookie) throw new Error(`no ${name} in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
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

/** Sign an account in (the demo password by default); its session cookie as `name=value`. */
export const signInAs = async (t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
};

/** The newest outbox mail of a kind to an address, or null. */
export const latestMail = async (t: TestApp, to: string, kind: string) => {
  await t.background.idle();
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
};

/** Every outbox mail of a kind to an address (ids). */
export const mailsTo = async (t: TestApp, to: string, kind: string) => {
  await t.background.idle();
  return t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
};

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (text: string, prefix: string): URL => {
  const match = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match);
};

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

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, written here from the RFC so the tests do not
 * check better-auth against its own code. `atMs` picks the moment (e.g. 30 s ago for the previous step).
 */
export const totpCode = (secretBase32: string, atMs = Date.now()): string => {
  const bits = secretBase32
    .replace(/=+$/, '')
    .toUpperCase()
    .split('')
    .map((ch) => {
      const value = BASE32.indexOf(ch);
      if (value < 0) throw new Error(`not base32: ${ch}`);
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
};
