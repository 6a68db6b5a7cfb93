import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { emailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test helpers for the accounts API: JSON posts, the outbox, tokens from mailed links, the session cookie. */
export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...extra });

export const latestMail = async (t: TestApp, to: string, kind: string) => {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
};

export const mailsTo = async (t: TestApp, to: string, kind: string) =>
  t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (text: string, prefix: string): URL => {
  const match = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match);
};

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
