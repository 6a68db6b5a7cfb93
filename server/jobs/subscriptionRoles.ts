import { syncExpiredSubscriptionRoles } from '../modules/payments';
import type { JobDefinition } from './runner';

/**
 * sync-expired-subscription-roles (spec §7): ended trials and periods become canceled and their paid roles
 * go. Safe on several instances: the runner's advisory lock, and conditional UPDATEs inside.
 */
export const subscriptionRolesJob: JobDefinition = {
  name: 'sync-expired-subscription-roles',
  intervalMs: 5 * 60_000,
  run: async (tx, now) => {
    const result = await syncExpiredSubscriptionRoles(tx, now);
    return result.expiredSubscriptions + result.rolesRemoved;
  },
};
