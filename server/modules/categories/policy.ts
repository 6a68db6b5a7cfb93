import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/** Who may manage the event category tree (/admin/categorieen): an admin acting as themselves. */
export const categoriesPolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
