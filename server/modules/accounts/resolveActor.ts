import type { Actor, RequestMeta, WithCookies } from '../../http/context';
import { selectAccountSummary } from './queries';
import { type AccountsContext, loadSessionUser } from './service';

/**
 * The actor behind a request's session cookie (better-auth getSession, sliding expiry), or null when the
 * cookie is missing, expired, revoked, or belongs to a suspended account. A pending two-factor challenge is
 * not a session: better-auth deletes the password-only session before answering the sign-in.
 */
export const resolveActor = async (
  ctx: AccountsContext,
  meta: RequestMeta,
): Promise<WithCookies<Actor | null>> => {
  const { headers, response } = await ctx.auth.api.getSession({ headers: meta.headers, returnHeaders: true });
  if (!response) return { body: null, headers };
  const account = await selectAccountSummary(ctx.db, response.user.id);
  if (!account || account.banned || account.suspendedAt !== null) return { body: null, headers };
  const user = await loadSessionUser(ctx, response.user.id);
  if (!user) return { body: null, headers };
  const impersonatorId = (response.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  return {
    body: { userId: user.id, roles: user.roles, sessionId: response.session.id, impersonatorId },
    headers,
  };
};
