import type { FastifyReply } from 'fastify';
import type { Auth } from '../../auth/betterAuth';
import { cookieBase, setSessionCookie, signCookieValue } from '../../auth/sessionCookie';

export { readSignedCookie, setSessionCookie } from '../../auth/sessionCookie';

/**
 * The cookies of an impersonation, signed as better-auth signs its own (server/auth/sessionCookie.ts):
 * - the session cookie carries the impersonation session's token;
 * - `dont_remember` keeps better-auth from sliding that session's one-hour expiry to the usual 30 days;
 * - `admin_session` (HttpOnly, SameSite=Lax, Secure on https) keeps the admin's own token for "stop".
 */
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

const base = cookieBase;

/** Start: the target's session, no sliding expiry, and the admin's own token kept aside. */
export const setImpersonationCookies = (
  reply: FastifyReply,
  cookies: ImpersonationCookies,
  tokens: { impersonation: string; admin: string },
  maxAgeSeconds: number,
): void => {
  setSessionCookie(reply, cookies, tokens.impersonation, maxAgeSeconds);
  reply.setCookie(cookies.dontRemember.name, signCookieValue('true', cookies.secret), {
    ...base(cookies),
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(cookies.admin.name, signCookieValue(tokens.admin, cookies.secret), {
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
