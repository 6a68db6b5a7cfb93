import type { FastifyInstance } from 'fastify';
import { SESSION_HINT_COOKIE, hasSessionHint } from '../../core/domain/sessionHint';

export type SessionHintOptions = {
  /** The session cookie's name (server/auth/betterAuth.ts sessionCookieName). */
  sessionCookieName: string;
  /** Secure cookies exactly when the public origin is https. */
  secure: boolean;
};

/** A year, renewed with every session cookie the server sets; set again on any request that still carries one. */
const HINT_MAX_AGE_S = 365 * 24 * 3600;

/** What a response does to the session cookie: sets it, clears it, or leaves it alone (null). */
export const sessionCookieChange = (
  setCookie: string | readonly string[] | number | undefined,
  name: string,
): 'set' | 'cleared' | null => {
  if (setCookie === undefined || typeof setCookie === 'number') return null;
  let change: 'set' | 'cleared' | null = null;
  for (const line of typeof setCookie === 'string' ? [setCookie] : setCookie) {
    if (!line.startsWith(`${name}=`)) continue;
    const [pair = '', ...attributes] = line.split(';');
    const value = pair.slice(name.length + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      const k = key.trim().toLowerCase();
      if (k === 'max-age') return Number(raw.trim()) <= 0;
      if (k === 'expires') return Date.parse(raw.trim()) <= Date.now();
      return false;
    });
    change = value === '' || expired ? 'cleared' : 'set';
  }
  return change;
};

const hasCookie = (header: string | undefined, name: string): boolean =>
  (header ?? '').split(';').some((part) => {
    const [key = '', value = ''] = part.split('=');
    return key.trim() === name && value.trim() !== '';
  });

/** A response a shared cache may store (assets, images, sitemaps): it must not carry a per-browser cookie. */
const SHARED_CACHEABLE = /\b(public|immutable)\b/i;

/**
 * Keeps the readable signed-in hint (core/domain/sessionHint.ts) in step with the HttpOnly session cookie: set, and
 * renewed, whenever a response sets the session cookie (sign-in, better-auth's sliding renewal, a role switch),
 * and when a request carries a session cookie without the hint (sessions older than the hint); removed when a
 * response clears the session cookie or a request carries the hint without one (an expired session cookie).
 * Responses that shared caches may store are left alone (the next page or API answer carries the change), and a
 * response that does carry the hint is marked private. Registered after @fastify/cookie (security.ts), whose own
 * onSend hook turns `reply.setCookie` (impersonation, role switches) into the header read here. Nothing on the
 * server reads the hint.
 */
export const registerSessionHint = (app: FastifyInstance, options: SessionHintOptions): void => {
  const attributes = `Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  app.addHook('onSend', async (req, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (SHARED_CACHEABLE.test(cacheControl)) return payload;
    const change = sessionCookieChange(reply.getHeader('set-cookie'), options.sessionCookieName);
    const want =
      change === null ? hasCookie(req.headers.cookie, options.sessionCookieName) : change === 'set';
    if (change !== 'set' && want === hasSessionHint(req.headers.cookie ?? '')) return payload;
    // Fastify appends to set-cookie rather than replacing it.
    reply.header(
      'set-cookie',
      want
        ? `${SESSION_HINT_COOKIE}=1; ${attributes}; Max-Age=${HINT_MAX_AGE_S}`
        : `${SESSION_HINT_COOKIE}=; ${attributes}; Max-Age=0`,
    );
    if (!/\b(private|no-store)\b/i.test(cacheControl))
      reply.header('cache-control', cacheControl ? `private, ${cacheControl}` : 'private, no-cache');
    return payload;
  });
};
