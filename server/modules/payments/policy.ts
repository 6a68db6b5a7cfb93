import type { Actor } from '../../http/context';

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');
const owns = (actor: Actor, thing: { userId: string | null }): boolean => thing.userId === actor.userId;

/**
 * Who may do what with checkouts and subscriptions (issue 14). Every signed-in member may buy a plan and
 * manage their own subscriptions; a checkout session is read by its buyer (and admins, for support) and
 * paid only by its buyer; the role sync of all members is an admin's.
 */
export const paymentsPolicy = {
  startCheckout: (actor: Actor): boolean => actor.userId !== '',
  viewCheckout: (actor: Actor, session: { userId: string | null }): boolean =>
    owns(actor, session) || isAdmin(actor),
  payCheckout: (actor: Actor, session: { userId: string | null }): boolean => owns(actor, session),
  manageSubscription: (actor: Actor, sub: { userId: string }): boolean => owns(actor, sub),
  /** An impersonating admin may look, but not pay or cancel in the member's name. */
  actForSelf: (actor: Actor): boolean => actor.impersonatorId === null,
  syncAllMembers: (actor: Actor): boolean => isAdmin(actor) && actor.impersonatorId === null,
  useRenewal: (actor: Actor, renewal: { userId: string }): boolean => owns(actor, renewal),
};
