import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/**
 * /admin/roadmap is for an admin acting as themselves; any signed-in member votes on /roadmap (an admin viewing
 * the app as someone else does not vote in their name).
 */
export const roadmapPolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
  vote: (actor: Actor): boolean => actor.impersonatorId === null,
};
