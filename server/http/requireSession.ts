import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../core/errors';
import { sessionCookieName } from '../auth/betterAuth';
import { forwardSetCookies, requestHeaders, sessionTokenFromCookie } from '../auth/bridge';
import type { Actor, RequestContext, RequestMeta } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`: the signed-in user behind this request. */
    actor?: Actor;
  }
}

/** The request as the session layer reads it: headers (cookie, user agent) and the client IP. */
export const requestMetaOf = (req: FastifyRequest): RequestMeta => ({
  headers: requestHeaders(req),
  ip: req.ip,
});

/**
 * preHandler that lets only signed-in users through and sets `req.actor`. No session cookie → 401
 * unauthenticated; a cookie whose session is gone (expired, revoked, suspended) → 401 session_expired, so the
 * web can say 'Sessie verlopen. Log opnieuw in.' and send the user to the login with `from`. An action may
 * answer visitors in its own words (`signedOut`, e.g. 'Je moet ingelogd zijn om te volgen.').
 */
export const requireSession =
  (
    ctx: RequestContext,
    signedOut: () => AppError = () => new AppError('unauthenticated'),
  ): preHandlerAsyncHookHandler =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    const meta = requestMetaOf(req);
    const cookieName = sessionCookieName(ctx.config.publicUrl);
    if (!sessionTokenFromCookie(meta.headers, cookieName)) throw signedOut();
    const { body: actor, headers: setCookies } = await ctx.resolveActor(meta);
    forwardSetCookies(reply, setCookies);
    if (!actor) throw new AppError('session_expired');
    req.actor = actor;
  };

/** The actor `requireSession` set; a route without the preHandler is a programming error. */
export const actorOf = (req: FastifyRequest): Actor => {
  if (!req.actor) throw new Error('requireSession preHandler missing on this route');
  return req.actor;
};

/**
 * The signed-in user behind a public request, or null (no cookie, or one whose session is gone): for public
 * pages that show more to some viewers (an 'edit' link for the owner). Never refuses.
 */
export const optionalActorOf = async (
  ctx: RequestContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Actor | null> => {
  const meta = requestMetaOf(req);
  if (!sessionTokenFromCookie(meta.headers, sessionCookieName(ctx.config.publicUrl))) return null;
  const { body: actor, headers: setCookies } = await ctx.resolveActor(meta);
  forwardSetCookies(reply, setCookies);
  return actor;
};
