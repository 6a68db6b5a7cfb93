import type { Role } from '../../../core/domain/roles';
import type { ErrorCode } from '../../../core/errors';
import type { Actor } from '../../http/context';

/** The account an admin action is about: its roles and whether it is the actor's own. */
export type AdminTarget = { id: string; roles: readonly Role[]; suspended: boolean };

/**
 * A resource-aware answer: allowed, or refused with the error code the web shows (why not, in Dutch via
 * core/errors). Services pass it to `ensure(verdict.allowed, verdict.code)`.
 */
export type AdminVerdict = { allowed: boolean; code?: ErrorCode };

const isAdmin = (roles: readonly Role[]): boolean => roles.includes('admin');
const ALLOWED: AdminVerdict = { allowed: true };
const refuse = (code: ErrorCode): AdminVerdict => ({ allowed: false, code });

/** Every /api/admin endpoint (users, suspension, starting an impersonation, e-mail log). */
const useAdmin = (actor: Actor): boolean => isAdmin(actor.roles) && actor.impersonatorId === null;

/**
 * Suspending this account: not yourself, not another admin. An account that is already suspended may be
 * suspended again (only the reason changes), so this verdict leaves `suspended` out; canSuspend does not.
 */
const suspension = (actor: Actor, target: AdminTarget): AdminVerdict => {
  if (!useAdmin(actor)) return refuse('admin_only');
  if (target.id === actor.userId) return refuse('admin_cannot_suspend_self');
  if (isAdmin(target.roles)) return refuse('admin_cannot_suspend_admin');
  return ALLOWED;
};

/** Viewing the app as this account: not yourself, not another admin, not a suspended account. */
const impersonation = (actor: Actor, target: AdminTarget): AdminVerdict => {
  if (!useAdmin(actor)) return refuse('admin_only');
  if (target.id === actor.userId) return refuse('admin_cannot_impersonate_self');
  if (isAdmin(target.roles)) return refuse('admin_cannot_impersonate_admin');
  if (target.suspended) return refuse('admin_target_suspended');
  return ALLOWED;
};

/**
 * Who may do what in /admin (spec §4, §6). Admin endpoints need an admin acting as themselves: a session in
 * which an admin views the app as someone else is never an admin session, even though the person behind it is.
 * Admins cannot suspend or impersonate themselves or another admin.
 */
export const adminPolicy = {
  useAdmin,
  /** The OpenAPI document and its UI in production (server/http/docs.ts); public elsewhere, for developers. */
  readApiDocs: useAdmin,
  /**
   * The admin directory (/admin/organisaties, /admin/venues, /admin/professionals and their create screens):
   * find, verify, mark premium, hide and create profiles on behalf of an account (spec §7 admin_* calls).
   */
  manageProfiles: useAdmin,
  /**
   * Stopping an impersonation: the actor is then the *target* (a non-admin), so this is deliberately not
   * useAdmin; only a session an admin opened as someone else may stop, and it returns to that admin.
   */
  stopImpersonation: (actor: Actor): boolean => actor.impersonatorId !== null,
  suspension,
  impersonation,
  /** The suspend action is offered for an account that is not suspended yet (abilities). */
  canSuspend: (actor: Actor, target: AdminTarget): boolean =>
    suspension(actor, target).allowed && !target.suspended,
  canReinstate: (actor: Actor, target: AdminTarget): boolean => useAdmin(actor) && target.suspended,
  canImpersonate: (actor: Actor, target: AdminTarget): boolean => impersonation(actor, target).allowed,
};
