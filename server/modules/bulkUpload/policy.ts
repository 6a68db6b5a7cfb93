import type { Actor } from '../accounts/actor';
import { adminPolicy } from '../admin/policy';

/** Bulk import of events: admins acting as themselves only (the /api/admin rule). */
export const bulkUploadPolicy = {
  importEvents: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
