import type { Actor } from '../../http/context';

/**
 * Who may do what with an account (spec §4 Impersonation). Everything under /api/me acts on the actor's own
 * account, so the only question is whether the session is the user's own: while an admin impersonates, the
 * target's password, e-mail and two-factor settings are off limits.
 */
export const accountsPolicy = {
  /** Password, e-mail address, two-factor enrolment and removal, account deletion. */
  changeCredentials: (actor: Actor): boolean => actor.impersonatorId === null,
  /** Own profile data, preferences, sessions and roles: any signed-in session. */
  manageOwnAccount: (_actor: Actor): boolean => true,
};
