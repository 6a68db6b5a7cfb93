import type { Auth } from '../../auth/betterAuth';
import type { AccountsContext } from './service';

type AuthContext = Awaited<Auth['$context']>;

/**
 * The cookies of an impersonation, named and signed as better-auth names and signs its own
 * (server/auth/sessionCookie.ts):
 * - the session cookie carries the impersonation session's token;
 * - `dont_remember` keeps better-auth from sliding that session's one-hour expiry to the usual 30 days;
 * - `admin_session` (HttpOnly, SameSite=Lax, Secure on https) keeps the admin's own token for "stop".
 */
export type ImpersonationCookies = {
  secret: string;
  session: { name: string; secure: boolean };
  dontRemember: { name: string };
  admin: { name: string };
};

/** Cookie names and the signing secret, from better-auth's own configuration. */
export const impersonationCookies = async (ctx: AccountsContext): Promise<ImpersonationCookies> => {
  const context: AuthContext = await ctx.auth.$context;
  const { sessionToken, dontRememberToken } = context.authCookies;
  return {
    secret: context.secret,
    session: { name: sessionToken.name, secure: Boolean(sessionToken.attributes.secure) },
    dontRemember: { name: dontRememberToken.name },
    admin: { name: context.createAuthCookie('admin_session').name },
  };
};

/**
 * A better-auth session of `targetUserId` marked `impersonatedBy` the admin, ending at `expiresAt` (spec §4
 * Impersonation); its token, for the session cookie.
 */
export const createImpersonationSession = async (
  ctx: AccountsContext,
  input: { targetUserId: string; adminUserId: string; expiresAt: Date; ip: string; userAgent: string },
): Promise<string> => {
  const { internalAdapter } = await ctx.auth.$context;
  const session = await internalAdapter.createSession(
    input.targetUserId,
    true,
    {
      impersonatedBy: input.adminUserId,
      expiresAt: input.expiresAt,
      ipAddress: input.ip,
      userAgent: input.userAgent,
    },
    true,
  );
  return session.token;
};

/** Lifetime of a normal (remembered) session in seconds, e.g. for the admin's own session cookie put back. */
export const sessionLifetime = async (ctx: AccountsContext): Promise<number> => {
  const { sessionConfig } = await ctx.auth.$context;
  return sessionConfig.expiresIn;
};
