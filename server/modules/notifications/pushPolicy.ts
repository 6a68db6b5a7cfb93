import type { Actor } from '../../http/context';

/**
 * Who may do what with web push and test notifications (issue 15). Every signed-in member manages the push
 * subscriptions of their own browsers and sends test notifications to themself only: the service binds each
 * to `actor.userId`, so there is no resource to compare. Impersonating admins may not: a browser of the admin
 * must never receive the member's pushes.
 */
export const pushPolicy = {
  manageOwnPushSubscriptions: (actor: Actor): boolean => actor.impersonatorId === null,
  sendTestNotification: (_actor: Actor): boolean => true,
};
