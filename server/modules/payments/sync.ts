import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { statusChange, transitionSubscription } from './lifecycle';
import { paymentsPolicy } from './policy';
import {
  expireEndedSubscriptions,
  lockSubscription,
  selectMembersToSync,
  selectUserSubscriptions,
  touchSyncedAt,
  updateBundleOf,
} from './queriesSubscriptions';
import { syncRolesForUser } from './roles';
import type { PaymentsDeps } from './types';
import { statusFromProvider } from './webhookSubscriptions';

export type ExpiredRolesResult = { rolesRemoved: number; rolesAdded: number; expiredSubscriptions: number };

/**
 * sync-expired-subscription-roles (spec §7): trials ended without payment and subscriptions canceled at a
 * period end that has passed become canceled, and the roles of those members (or of `userIds`) are synced.
 * Idempotent: a second run finds nothing to expire and no role to change.
 */
export const syncExpiredSubscriptionRoles = async (
  tx: Db,
  now: Date,
  scope: { userIds?: string[] } = {},
): Promise<ExpiredRolesResult> => {
  const expired = scope.userIds
    ? (await Promise.all(scope.userIds.map((id) => expireEndedSubscriptions(tx, now, id)))).flat()
    : await expireEndedSubscriptions(tx, now);
  const members = new Set([...(scope.userIds ?? []), ...expired.map((e) => e.userId)]);
  let rolesRemoved = 0;
  let rolesAdded = 0;
  for (const userId of members) {
    for (const sub of await selectUserSubscriptions(tx, userId)) await updateBundleOf(tx, sub);
    const result = await syncRolesForUser(tx, userId, now);
    rolesRemoved += result.removed;
    rolesAdded += result.added;
  }
  return { rolesRemoved, rolesAdded, expiredSubscriptions: expired.length };
};

/** POST /api/subscriptions/sync-roles: my roles (an admin: every member's) against my subscriptions. */
export const syncRoles = async (deps: PaymentsDeps, actor: Actor): Promise<ExpiredRolesResult> => {
  const all = paymentsPolicy.syncAllMembers(actor);
  const now = new Date();
  return deps.ctx.db.transaction(async (tx) =>
    syncExpiredSubscriptionRoles(tx, now, {
      userIds: all ? await selectMembersToSync(tx) : [actor.userId],
    }),
  );
};

/**
 * POST /api/subscriptions/sync-status (spec §7 sync-subscription-status): on Stripe, re-read each of my
 * provider subscriptions and apply its status and period; on the test checkout (our database is the only
 * truth) re-derive the statuses from the dates. Returns how many were looked at and how many changed.
 */
export const syncStatus = async (
  deps: PaymentsDeps,
  actor: Actor,
): Promise<{ synced: number; updated: number }> => {
  const now = new Date();
  const subs = await selectUserSubscriptions(deps.ctx.db, actor.userId);
  const remote = new Map<string, Record<string, unknown>>();
  if (deps.provider.kind === 'stripe') {
    for (const sub of subs) {
      if (!sub.providerSubscriptionId || sub.status === 'canceled') continue;
      const found = await deps.provider.retrieveSubscription(sub.providerSubscriptionId);
      if (found) remote.set(sub.id, found);
    }
  }
  return deps.ctx.db.transaction(async (tx) => {
    let updated = 0;
    for (const [id, object] of remote) {
      const locked = await lockSubscription(tx, id);
      if (!locked) continue;
      const status = statusFromProvider(object);
      const change =
        status === 'canceled'
          ? statusChange.canceled(now)
          : status === 'canceled_at_period_end'
            ? statusChange.cancelAtPeriodEnd(locked.canceledAt ?? now)
            : { status };
      if (await transitionSubscription(tx, locked, change, now)) updated += 1;
    }
    updated += (await syncExpiredSubscriptionRoles(tx, now, { userIds: [actor.userId] }))
      .expiredSubscriptions;
    await touchSyncedAt(tx, actor.userId, now);
    return { synced: subs.length, updated };
  });
};
