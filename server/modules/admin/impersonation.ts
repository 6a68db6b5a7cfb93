import { AppError } from '../../../core/errors';
import {
  DEFAULT_IMPERSONATION_REASON,
  IMPERSONATION_MINUTES,
  type StartImpersonationBody,
  type StartImpersonationResponse,
} from '../../../core/schemas/admin';
import { ensure } from '../../http/authorize';
import type { Actor } from '../accounts/actor';
import type { AccountsContext } from '../accounts/service';
import { adminPolicy } from './policy';
import { presentUserSummary, targetOf } from './presenter';
import {
  deleteSessionById,
  endImpersonation,
  insertImpersonation,
  selectLiveSessionByToken,
  selectSessionToken,
  selectUser,
} from './queries';

export const IMPERSONATION_SECONDS = IMPERSONATION_MINUTES * 60;

export type ClientMeta = { ip: string; userAgent: string };

export type StartedImpersonation = {
  body: StartImpersonationResponse;
  tokens: { impersonation: string; admin: string };
};

/**
 * Start viewing the app as another user (spec §4): a better-auth session of the target marked
 * `impersonatedBy` the admin, valid one hour, recorded in impersonation_sessions and the audit log. The
 * route swaps the cookies; the admin's own session stays alive for "stop". Not yourself, not another admin,
 * not a suspended account.
 */
export const startImpersonation = async (
  ctx: AccountsContext,
  actor: Actor,
  body: StartImpersonationBody,
  meta: ClientMeta,
): Promise<StartedImpersonation> => {
  const row = await selectUser(ctx.db, body.targetUserId);
  if (!row) throw new AppError('admin_user_not_found');
  const target = targetOf(row);
  const verdict = adminPolicy.impersonation(actor, target);
  ensure(verdict.allowed, verdict.code);

  const adminToken = await selectSessionToken(ctx.db, actor.sessionId);
  if (!adminToken) throw new AppError('session_expired');

  const expiresAt = new Date(Date.now() + IMPERSONATION_SECONDS * 1000);
  const { internalAdapter } = await ctx.auth.$context;
  const session = await internalAdapter.createSession(
    target.id,
    true,
    { impersonatedBy: actor.userId, expiresAt, ipAddress: meta.ip, userAgent: meta.userAgent },
    true,
  );
  const reason = body.reason?.trim() || DEFAULT_IMPERSONATION_REASON;
  await insertImpersonation(ctx.db, {
    adminUserId: actor.userId,
    targetUserId: target.id,
    reason,
    expiresAt,
    ip: meta.ip,
  });
  const summary = presentUserSummary(row);
  return {
    body: {
      expiresAt: expiresAt.toISOString(),
      user: { id: summary.id, name: summary.name, email: summary.email },
    },
    tokens: { impersonation: session.token, admin: adminToken },
  };
};

/**
 * Stop viewing as the target: the impersonation session ends and, when the admin's own session (from the
 * signed admin cookie) is still alive and really theirs, the route puts it back. Otherwise the browser is
 * signed out and the admin signs in again.
 */
export const stopImpersonation = async (
  ctx: AccountsContext,
  actor: Actor,
  adminToken: string | null,
  ip: string,
): Promise<{ adminToken: string | null }> => {
  ensure(adminPolicy.stopImpersonation(actor), 'not_impersonating');
  const adminUserId = actor.impersonatorId ?? '';
  await deleteSessionById(ctx.db, actor.sessionId);
  const adminSession = adminToken ? await selectLiveSessionByToken(ctx.db, adminToken, new Date()) : null;
  const restored =
    adminSession !== null && adminSession.userId === adminUserId && adminSession.impersonatedBy === null;
  await endImpersonation(ctx.db, {
    adminUserId,
    targetUserId: actor.userId,
    now: new Date(),
    ip,
    restored,
  });
  return { adminToken: restored ? adminToken : null };
};
