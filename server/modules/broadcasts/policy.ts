import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/**
 * Who may broadcast (issue 15, /admin/broadcast-notifications): an admin acting as themselves. A session in which
 * an admin views the app as someone else is never an admin session (adminPolicy.useAdmin).
 */
export const broadcastsPolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
