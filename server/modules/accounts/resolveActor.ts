import type { Actor, RequestMeta, WithCookies } from '../../http/context';
import { distinctRoles } from './presenter';
import { selectAccountSummary, selectRoleRows } from './queries';
import type { AccountsContext } from './service';

/**
 * The actor behind a request's session cookie (better-auth getSession, sliding expiry), or null when the
 * cookie is missing, expired, revoked, or belongs to a suspended account. A pending two-factor challenge is
 * not a session: better-auth deletes the password-only session before answering the sign-in.
 *
 * Every signed-in request pays for this, so it reads only what an actor is: the account (for suspension) and
 * the role rows, two statements after better-auth's own; the session user with names and profile links is
 * loaded only where it is shown (GET /api/auth/session).
 */
export const resolveActor = async (
  ctx: AccountsContext,
  meta: RequestMeta,
): Promise<WithCookies<Actor | null>> => {
  const { headers, response } = await ctx.auth.api.getSession({ headers: meta.headers, returnHeaders: true });
  if (!response) return { body: null, headers };
  const account = await selectAccountSummary(ctx.db, response.user.id);
  if (!account || account.banned || account.suspendedAt !== null) return { body: null, headers };
  const roles = distinctRoles(await selectRoleRows(ctx.db, account.id));
  const impersonatorId = (response.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  return {
    body: { userId: account.id, roles, sessionId: response.session.id, impersonatorId },
    headers,
  };
};
