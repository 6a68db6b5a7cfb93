import { PAID_ROLES, grantsRoles, rolesOfPlan } from '../../../core/domain/payments';
import type { Role } from '../../../core/domain/roles';
import type { Db } from '../../db/client';
import {
  deleteSubscriptionRoles,
  insertSubscriptionRoles,
  selectGlobalRoles,
  selectUserSubscriptions,
} from './queriesSubscriptions';

export type RoleSyncResult = { added: number; removed: number };

/**
 * Roles follow subscriptions (docs/PRODUCT.md "Payments"): the wanted roles are the union of `rolesOfPlan`
 * over the member's subscriptions that `grantsRoles` now. Missing ones are added with source
 * 'subscription'; 'subscription' rows no longer wanted are removed; 'manual' rows (admin grants, the admin
 * role) are never touched. Runs inside the transaction that changed a subscription, so limits follow at once.
 */
export const syncRolesForUser = async (tx: Db, userId: string, now: Date): Promise<RoleSyncResult> => {
  const subs = await selectUserSubscriptions(tx, userId);
  const wanted = new Set<Role>();
  for (const sub of subs) {
    if (grantsRoles(sub, now)) for (const role of rolesOfPlan(sub.bundleId ?? sub.planId)) wanted.add(role);
  }
  const held = await selectGlobalRoles(tx, userId);
  const heldRoles = new Set(held.map((r) => r.role));
  const toAdd = [...wanted].filter((role) => !heldRoles.has(role));
  const toRemove = held
    .filter((r) => r.source === 'subscription' && PAID_ROLES.includes(r.role) && !wanted.has(r.role))
    .map((r) => r.role);
  const added = await insertSubscriptionRoles(tx, userId, toAdd);
  const removed = await deleteSubscriptionRoles(tx, userId, toRemove);
  return { added, removed };
};
