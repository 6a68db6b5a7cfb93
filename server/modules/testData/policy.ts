import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/**
 * /admin/test-data (issue 16): an admin acting as themselves, and only where test data may exist at all: never on
 * a production instance (NODE_ENV=production), whatever the role.
 */
export const testDataPolicy = {
  manage: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
  available: (config: { isProduction: boolean }): boolean => !config.isProduction,
};
