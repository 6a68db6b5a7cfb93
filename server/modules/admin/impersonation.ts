import { AppError } from '../../../core/errors';
import {
  DEFAULT_IMPERSONATION_REASON,
  IMPERSONATION_MINUTES,
  type StartImpersonationBody,
  type StartImpersonationResponse,
} from '../../../core/schemas/admin';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import {
  type AccountsContext,
  type ImpersonationCookies,
  createImpersonationSession,
  impersonationCookies,
  sessionLifetime,
} from '../accounts';
import { readSignedCookie } from './cookies';
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
  cookies: ImpersonationCookies;
};

export type StoppedImpersonation = {
  /** The admin's own session token to put back, or null: signed out. */
  adminToken: string | null;
  cookies: ImpersonationCookies;
  /** Lifetime of the admin's own session cookie put back, in seconds. */
  sessionMaxAge: number;
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
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const row = await selectUser(ctx.db, body.targetUserId);
  if (!row) throw new AppError('admin_user_not_found');
  const target = targetOf(row);
  const verdict = adminPolicy.impersonation(actor, target);
  ensure(verdict.allowed, verdict.code);

  const adminToken = await selectSessionToken(ctx.db, actor.sessionId);
  if (!adminToken) throw new AppError('session_expired');

  const expiresAt = new Date(Date.now() + IMPERSONATION_SECONDS * 1000);
  const impersonationToken = await createImpersonationSession(ctx, {
    targetUserId: target.id,
    adminUserId: actor.userId,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
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
    tokens: { impersonation: impersonationToken, admin: adminToken },
    cookies: await impersonationCookies(ctx),
  };
};

/**
 * Stop viewing as the target: the impersonation session ends and, when the admin's own session (from the
 * signed admin cookie in `cookieHeader`) is still alive and really theirs, the route puts it back. Otherwise
 * the browser is signed out and the admin signs in again.
 */
export const stopImpersonation = async (
  ctx: AccountsContext,
  actor: Actor,
  cookieHeader: string | undefined,
  ip: string,
): Promise<StoppedImpersonation> => {
  ensure(adminPolicy.stopImpersonation(actor), 'not_impersonating');
  const cookies = await impersonationCookies(ctx);
  const adminToken = readSignedCookie(cookieHeader, cookies.admin.name, cookies.secret);
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
  return { adminToken: restored ? adminToken : null, cookies, sessionMaxAge: await sessionLifetime(ctx) };
};
