import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Auth } from '../../auth/betterAuth';

/**
 * The cookies of an impersonation, signed exactly as better-auth signs its own (`value.base64(HMAC-SHA256)`,
 * URI-encoded), so better-auth reads the session cookie we set and we read the admin cookie it would set:
 * - the session cookie carries the impersonation session's token;
 * - `dont_remember` keeps better-auth from sliding that session's one-hour expiry to the usual 30 days;
 * - `admin_session` (HttpOnly, SameSite=Lax, Secure on https) keeps the admin's own token for "stop".
 */
const sign = (value: string, secret: string): string =>
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
    const expected = Buffer.from(sign(value, secret));
    const actual = Buffer.from(raw);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null;
  }
  return null;
};

type AuthContext = Awaited<Auth['$context']>;

export type ImpersonationCookies = {
  secret: string;
  session: { name: string; secure: boolean };
  dontRemember: { name: string };
  admin: { name: string };
};

/** Cookie names and the signing secret, from better-auth's own configuration. */
export const impersonationCookies = async (auth: Auth): Promise<ImpersonationCookies> => {
  const context: AuthContext = await auth.$context;
  const { sessionToken, dontRememberToken } = context.authCookies;
  return {
    secret: context.secret,
    session: { name: sessionToken.name, secure: Boolean(sessionToken.attributes.secure) },
    dontRemember: { name: dontRememberToken.name },
    admin: { name: context.createAuthCookie('admin_session').name },
  };
};

const base = (cookies: ImpersonationCookies) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: cookies.session.secure }) as const;

/** Signed session cookie for `token`, living `maxAgeSeconds`. */
export const setSessionCookie = (
  reply: FastifyReply,
  cookies: ImpersonationCookies,
  token: string,
  maxAgeSeconds: number,
): void => {
  reply.setCookie(cookies.session.name, sign(token, cookies.secret), {
    ...base(cookies),
    maxAge: maxAgeSeconds,
  });
};

/** Start: the target's session, no sliding expiry, and the admin's own token kept aside. */
export const setImpersonationCookies = (
  reply: FastifyReply,
  cookies: ImpersonationCookies,
  tokens: { impersonation: string; admin: string },
  maxAgeSeconds: number,
): void => {
  setSessionCookie(reply, cookies, tokens.impersonation, maxAgeSeconds);
  reply.setCookie(cookies.dontRemember.name, sign('true', cookies.secret), {
    ...base(cookies),
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(cookies.admin.name, sign(tokens.admin, cookies.secret), {
    ...base(cookies),
    maxAge: maxAgeSeconds,
  });
};

/** Stop: the helper cookies go; the caller sets (or clears) the session cookie. */
export const clearImpersonationCookies = (reply: FastifyReply, cookies: ImpersonationCookies): void => {
  reply.clearCookie(cookies.dontRemember.name, base(cookies));
  reply.clearCookie(cookies.admin.name, base(cookies));
};

/** No admin session to return to: signed out. */
export const clearSessionCookie = (reply: FastifyReply, cookies: ImpersonationCookies): void => {
  reply.clearCookie(cookies.session.name, base(cookies));
};
