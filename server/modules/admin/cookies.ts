import type { FastifyReply } from 'fastify';
import { cookieBase, setSessionCookie, signCookieValue } from '../../auth/sessionCookie';
import type { ImpersonationCookies } from '../accounts';

export { readSignedCookie, setSessionCookie } from '../../auth/sessionCookie';

/**
 * Setting and clearing the cookies of an impersonation (names and secret from accounts'
 * `impersonationCookies`): the target's session, `dont_remember` and the admin's own token kept aside.
 */
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
