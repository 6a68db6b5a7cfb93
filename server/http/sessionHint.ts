import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE, hasSessionHint } from '../../core/domain/sessionHint';

export type SessionHintOptions = {
  /** The session cookie's name (server/auth/betterAuth.ts sessionCookieName). */
  sessionCookieName: string;
  /** Secure cookies exactly when the public origin is https. */
  secure: boolean;
};

/** A year: the hint is set again on any request that still carries the session cookie. */
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

/** Whether the browser should hold the hint after this response: it follows the session cookie. */
export const wantsSessionHint = (
  req: Pick<FastifyRequest, 'headers'>,
  reply: Pick<FastifyReply, 'getHeader'>,
  sessionCookieName: string,
): boolean => {
  const change = sessionCookieChange(reply.getHeader('set-cookie'), sessionCookieName);
  if (change !== null) return change === 'set';
  return hasCookie(req.headers.cookie, sessionCookieName);
};

/**
 * Keeps the readable signed-in hint (core/domain/sessionHint.ts) in step with the HttpOnly session cookie: set when
 * a response sets the session cookie or a request carries one without the hint (sessions older than the hint),
 * removed when a response clears the session cookie or a request carries the hint without one (an expired session
 * cookie). Costs a header read per response; nothing reads the hint on the server.
 */
export const registerSessionHint = (app: FastifyInstance, options: SessionHintOptions): void => {
  const attributes = `Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  app.addHook('onSend', async (req, reply, payload) => {
    const want = wantsSessionHint(req, reply, options.sessionCookieName);
    const have = hasSessionHint(req.headers.cookie ?? '');
    if (want === have) return payload;
    // Fastify appends to set-cookie rather than replacing it.
    reply.header(
      'set-cookie',
      want
        ? `${SESSION_HINT_COOKIE}=1; ${attributes}; Max-Age=${HINT_MAX_AGE_S}`
        : `${SESSION_HINT_COOKIE}=; ${attributes}; Max-Age=0`,
    );
    return payload;
  });
};
