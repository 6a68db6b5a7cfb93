import type { FastifyReply } from 'fastify';
import { AppError } from '../../../core/errors';
import type { SessionDto } from '../../../core/schemas/accounts';
import { sessionCookieConfig, setSessionCookie } from '../../auth/sessionCookie';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { accountsPolicy } from './policy';
import { presentSession } from './presenter';

import type { AccountsContext } from './service';
import { deleteOtherSessions, deleteOwnSession, selectActiveSessions } from './queriesSecurity';

/** The user's active sessions, most recently used first; `current` marks the one making the request. */
export const listSessions = async (ctx: AppContext, actor: Actor): Promise<SessionDto[]> => {
  ensure(accountsPolicy.manageOwnAccount(actor));
  const rows = await selectActiveSessions(ctx.db, actor.userId);
  return rows.map((row) => presentSession(row, actor.sessionId));
};

/** Sign out one of the user's own sessions; someone else's id looks the same as a missing one (404). */
export const revokeSession = async (ctx: AppContext, actor: Actor, sessionId: string): Promise<void> => {
  ensure(accountsPolicy.manageOwnAccount(actor));
  if ((await deleteOwnSession(ctx.db, actor.userId, sessionId)) === 0) throw new AppError('not_found');
};

/** Sign out everywhere except here. */
export const revokeOtherSessions = async (ctx: AppContext, actor: Actor): Promise<{ revoked: number }> => {
  ensure(accountsPolicy.manageOwnAccount(actor));
  return { revoked: await deleteOtherSessions(ctx.db, actor.userId, actor.sessionId) };
};

/**
 * Session rotation on a privilege change (a new team role, …): the user gets a fresh session token and the old
 * one stops working, so a token captured before the change never carries the new rights. An admin's
 * impersonation session is left alone (it ends on its own and "stop" restores the admin).
 */
export const rotateSession = async (
  ctx: AccountsContext,
  actor: Actor,
  reply: FastifyReply,
  meta: { ip: string; userAgent: string | null },
): Promise<void> => {
  if (actor.impersonatorId !== null) return;
  const config = await sessionCookieConfig(ctx.auth);
  const { internalAdapter } = config.context;
  const next = await internalAdapter.createSession(actor.userId, false, {
    ipAddress: meta.ip,
    userAgent: meta.userAgent ?? '',
  });
  await deleteOwnSession(ctx.db, actor.userId, actor.sessionId);
  setSessionCookie(reply, config, next.token, config.sessionMaxAge);
};
