import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/** /admin/monitoring (issue 16): an admin acting as themselves (adminPolicy.useAdmin). */
export const monitoringPolicy = {
  view: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
