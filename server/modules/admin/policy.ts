import type { Role } from '../../../core/domain/roles';
import type { Actor } from '../accounts/actor';

/** The account an admin action is about: its roles and whether it is the actor's own. */
export type AdminTarget = { id: string; roles: readonly Role[]; suspended: boolean };

const isAdmin = (roles: readonly Role[]): boolean => roles.includes('admin');

/**
 * Who may do what in /admin (spec §4, §6). Admin endpoints need an admin acting as themselves: a session in
 * which an admin views the app as someone else is never an admin session, even though the person behind it is.
 * Admins cannot suspend or impersonate themselves or another admin.
 */
export const adminPolicy = {
  /** Every /api/admin endpoint (users, suspension, starting an impersonation, e-mail log). */
  useAdmin: (actor: Actor): boolean => isAdmin(actor.roles) && actor.impersonatorId === null,
  /**
   * Stopping an impersonation: the actor is then the *target* (a non-admin), so this is deliberately not
   * useAdmin; only a session an admin opened as someone else may stop, and it returns to that admin.
   */
  stopImpersonation: (actor: Actor): boolean => actor.impersonatorId !== null,
  canSuspend: (actor: Actor, target: AdminTarget): boolean =>
    adminPolicy.useAdmin(actor) && target.id !== actor.userId && !isAdmin(target.roles) && !target.suspended,
  canReinstate: (actor: Actor, target: AdminTarget): boolean =>
    adminPolicy.useAdmin(actor) && target.suspended,
  canImpersonate: (actor: Actor, target: AdminTarget): boolean =>
    adminPolicy.useAdmin(actor) && target.id !== actor.userId && !isAdmin(target.roles) && !target.suspended,
};
