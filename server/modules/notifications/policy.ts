import type { Actor } from '../../http/context';

/**
 * Who may do what with notifications (issue 15). The inbox acts only on the actor's own rows: every query is
 * scoped by the actor's user id, so another member's notification is simply not found (404, never 403, so
 * ids cannot be probed). The unsubscribe link needs no session: its signed token is the key.
 */
export const notificationsPolicy = {
  /** Read and mark one's own notifications: any signed-in member, also while impersonated (support). */
  manageOwnNotifications: (_actor: Actor): boolean => true,
  /** Switch one type of e-mail off without a session: only with a genuine link of an existing account. */
  unsubscribeByLink: (target: { userId: string } | null): boolean => target !== null,
};
