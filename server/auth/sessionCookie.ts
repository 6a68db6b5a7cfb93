import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Auth } from './betterAuth';

/**
 * Cookies signed exactly as better-auth signs its own (`value.base64(HMAC-SHA256)`, URI-encoded), for the few
 * places that hand out a session themselves (impersonation, rotation on a privilege change): better-auth then
 * reads them as if it had set them.
 */
export const signCookieValue = (value: string, secret: string): string =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

/** The value of a signed cookie when its signature holds, else null. */
export const readSignedCookie = (
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = raw.lastIndexOf('.');
    if (dot <= 0) return null;
    const value = raw.slice(0, dot);
    const expected = Buffer.from(signCookieValue(value, secret));
    const actual = Buffer.from(raw);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null;
  }
  return null;
};

type AuthContext = Awaited<Auth['$context']>;

export type SessionCookieConfig = {
  secret: string;
  session: { name: string; secure: boolean };
  /** Lifetime of a normal (remembered) session, in seconds. */
  sessionMaxAge: number;
  context: AuthContext;
};

/** Cookie name, security and signing secret, from better-auth's own configuration. */
export const sessionCookieConfig = async (auth: Auth): Promise<SessionCookieConfig> => {
  const context: AuthContext = await auth.$context;
  const { sessionToken } = context.authCookies;
  return {
    secret: context.secret,
    session: { name: sessionToken.name, secure: Boolean(sessionToken.attributes.secure) },
    sessionMaxAge: context.sessionConfig.expiresIn,
    context,
  };
};

/** HttpOnly, SameSite=Lax, whole site; Secure exactly when better-auth's own cookies are. */
export const cookieBase = (config: Pick<SessionCookieConfig, 'session'>) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.session.secure }) as const;

/** Signed session cookie for `token`, living `maxAgeSeconds`. */
export const setSessionCookie = (
  reply: FastifyReply,
  config: Pick<SessionCookieConfig, 'session' | 'secret'>,
  token: string,
  maxAgeSeconds: number,
): void => {
  reply.setCookie(config.session.name, signCookieValue(token, config.secret), {
    ...cookieBase(config),
    maxAge: maxAgeSeconds,
  });
};
