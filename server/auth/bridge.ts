import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's request headers as a Fetch `Headers`, so better-auth sees the cookie, IP and user agent. */
export const requestHeaders = (req: Pick<FastifyRequest, 'headers' | 'ip'>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // better-auth records the session's IP from this header; Fastify already resolved it (trustProxy aware).
  headers.set('x-forwarded-for', req.ip);
  return headers;
};

/** Copy better-auth's Set-Cookie headers (session set, refreshed or cleared) onto our reply. */
export const forwardSetCookies = (reply: FastifyReply, headers: Headers | null | undefined): void => {
  if (!headers) return;
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...previous, ...cookies]);
};

/** better-auth's error code (`INVALID_EMAIL_OR_PASSWORD`, `BANNED_USER`…), or null for anything else. */
export const authErrorCode = (err: unknown): string | null => {
  if (!isAPIError(err)) return null;
  const body: unknown = err.body;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string')
    return body.code;
  return String(err.status);
};

/** A cookie value percent-decoded, or null when it is malformed or holds U+0000 (no token of ours does). */
const decodeCookieValue = (raw: string): string | null => {
  try {
    const value = decodeURIComponent(raw);
    return value.includes('\u0000') ? null : value;
  } catch {
    return null;
  }
};

/**
 * The session token a request's cookie carries (better-auth signs it as `token.signature`), or null. Used to
 * end the previous session when someone signs in again (session rotation). The cookie is whatever the client
 * sent: a malformed escape or a NUL counts as no token (it used to throw or reach PostgreSQL: a 500).
 */
export const sessionTokenFromCookie = (headers: Headers, cookieName: string): string | null => {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    const value = decodeCookieValue(part.slice(eq + 1).trim());
    if (value === null) return null;
    const token = value.slice(0, value.lastIndexOf('.'));
    return token || null;
  }
  return null;
};
