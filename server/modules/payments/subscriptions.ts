import { BUNDLE_READ_STATUSES, currentSubscription } from '../../../core/domain/payments';
import type { MySubscriptions } from '../../../core/schemas/payments';
import type { Actor } from '../../http/context';
import { presentSubscription } from './presenter';
import { selectPlanNames } from './queries';
import { selectGlobalRoles, selectUserSubscriptions } from './queriesSubscriptions';
import type { PaymentsDeps } from './types';

/** GET /api/subscriptions/me: the current subscription of spec §4, all of them, live bundles, roles. */
export const mySubscriptions = async (deps: PaymentsDeps, actor: Actor): Promise<MySubscriptions> => {
  const db = deps.ctx.db;
  const subs = await selectUserSubscriptions(db, actor.userId);
  const plans = await selectPlanNames(
    db,
    subs.map((s) => s.planId),
  );
  const views = subs.map((s) => presentSubscription(s, plans.get(s.planId)));
  const current = currentSubscription(views);
  const roles = (await selectGlobalRoles(db, actor.userId)).map((r) => r.role);
  const lastSynced = subs
    .map((s) => s.lastSyncedAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    current,
    subscriptions: views,
    bundles: views.filter((v) => v.isCombo && BUNDLE_READ_STATUSES.includes(v.status)),
    roles: [...new Set(roles)],
    portalAvailable: deps.provider.kind === 'stripe' && subs.some((s) => s.providerCustomerId !== null),
    lastSyncedAt: lastSynced ? lastSynced.toISOString() : null,
  };
};
