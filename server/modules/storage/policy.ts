import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/** /admin/storage: admins only, never while viewing the app as someone else (adminPolicy.useAdmin). */
export const storagePolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
