import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/** The purity test: admins only, never while viewing the app as someone else (adminPolicy.useAdmin). */
export const purityPolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
