import { z } from 'zod';

/**
 * The purity test of one account (issue 16, /admin/gebruiker/{userId}/purity-test): data-integrity checks, each
 * ok / warning / error with what was found, and a one-click repair where one is safe. docs/PRODUCT.md "Purity
 * test" says what each check covers. Running the test writes nothing; a repair is idempotent and audited.
 *
 * Endpoints (server/modules/purity; admin only):
 *   GET  /api/admin/users/{userId}/purity-test          → PurityReport
 *   POST /api/admin/users/{userId}/purity-test/repair   PurityRepairBody → PurityReport (after the repair)
 */

export const PURITY_CHECKS = [
  'roles_subscriptions',
  'profile_row',
  'profile_owners',
  'orphaned_rows',
  'events_organiser',
  'email_verified',
  'two_factor',
  'suspension',
] as const;
export const PurityCheckId = z.enum(PURITY_CHECKS);
export type PurityCheckId = z.infer<typeof PurityCheckId>;

export const PURITY_STATUSES = ['ok', 'warning', 'error'] as const;
export type PurityStatus = (typeof PURITY_STATUSES)[number];

export const PurityFinding = z.object({
  check: PurityCheckId,
  status: z.enum(PURITY_STATUSES),
  /** A key under `purity:finding.<check>.` (the web's Dutch explanation), e.g. 'ok', 'missing', 'extra'. */
  reason: z.string(),
  /** What was found: role names, event titles, table names … shown as a list. */
  items: z.array(z.string()),
  repairable: z.boolean(),
});
export type PurityFinding = z.infer<typeof PurityFinding>;

export const PurityReport = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  checkedAt: z.string(),
  findings: z.array(PurityFinding),
});
export type PurityReport = z.infer<typeof PurityReport>;

export const PurityParams = z.object({ userId: z.string().uuid() });
export const PurityRepairBody = z.object({ check: PurityCheckId });
export type PurityRepairBody = z.infer<typeof PurityRepairBody>;
