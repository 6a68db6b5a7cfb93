import { AppError } from '../../../core/errors';
import type {
  AdminUserDetailDto,
  AdminUserListQuery,
  AdminUserListResponse,
  SuspendUserBody,
} from '../../../core/schemas/admin';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { adminPolicy } from './policy';
import { presentUserDetail, presentUserSummary, targetOf } from './presenter';
import {
  type AdminUserRow,
  reinstateAccount,
  selectSessionStats,
  selectUser,
  selectUserHistory,
  selectUsersPage,
  suspendAccount,
} from './queries';

const HISTORY_LIMIT = 10;

/** /admin/gebruikers: accounts newest first, searchable by name or e-mail. */
export const listUsers = async (
  ctx: AppContext,
  actor: Actor,
  query: AdminUserListQuery,
): Promise<AdminUserListResponse> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const { rows, total } = await selectUsersPage(ctx.db, {
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(presentUserSummary), total, page: query.page, pageSize: query.pageSize };
};

const loadTarget = async (ctx: AppContext, userId: string): Promise<AdminUserRow> => {
  const row = await selectUser(ctx.db, userId);
  if (!row) throw new AppError('admin_user_not_found');
  return row;
};

/** /admin/gebruiker/:userId: the account, its sessions, history and what this admin may do with it. */
export const getUser = async (ctx: AppContext, actor: Actor, userId: string): Promise<AdminUserDetailDto> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const row = await loadTarget(ctx, userId);
  const target = targetOf(row);
  const [sessions, history] = await Promise.all([
    selectSessionStats(ctx.db, userId, new Date()),
    selectUserHistory(ctx.db, userId, HISTORY_LIMIT),
  ]);
  return presentUserDetail(row, {
    sessions,
    history,
    abilities: {
      suspend: adminPolicy.canSuspend(actor, target),
      reinstate: adminPolicy.canReinstate(actor, target),
      impersonate: adminPolicy.canImpersonate(actor, target),
    },
  });
};

/**
 * Suspend an account (spec §4): reason stored on the profile and as better-auth's ban reason, every session
 * ends at once, the audit log records who and why. Suspending an already suspended account only updates the
 * reason. Not yourself, not another admin.
 */
export const suspendUser = async (
  ctx: AppContext,
  actor: Actor,
  userId: string,
  body: SuspendUserBody,
  ip: string,
): Promise<AdminUserDetailDto> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const row = await loadTarget(ctx, userId);
  const verdict = adminPolicy.suspension(actor, targetOf(row));
  ensure(verdict.allowed, verdict.code);
  await suspendAccount(ctx.db, {
    userId,
    reason: body.reason,
    now: new Date(),
    previousReason: row.suspensionReason,
    audit: { actorId: actor.userId, action: 'user.suspend', ip },
  });
  return getUser(ctx, actor, userId);
};

/** Lift a suspension: the account may sign in again; audit-logged. Idempotent. */
export const reinstateUser = async (
  ctx: AppContext,
  actor: Actor,
  userId: string,
  ip: string,
): Promise<AdminUserDetailDto> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const row = await loadTarget(ctx, userId);
  const target = targetOf(row);
  if (adminPolicy.canReinstate(actor, target)) {
    await reinstateAccount(ctx.db, {
      userId,
      now: new Date(),
      previousReason: row.suspensionReason,
      audit: { actorId: actor.userId, action: 'user.reinstate', ip },
    });
  }
  return getUser(ctx, actor, userId);
};
