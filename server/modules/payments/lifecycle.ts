import { type SubscriptionStatus, addInterval } from '../../../core/domain/payments';
import { type BillingInterval, COMBO_PLANS } from '../../../core/domain/plans';
import type { Db } from '../../db/client';
import type { CheckoutRow } from './queries';
import {
  type SubscriptionRow,
  type SubscriptionValues,
  insertSubscription,
  lockSubscription,
  markRenewalUsed,
  replaceBundle,
  supersedeSubscriptions,
  updateBundleOf,
  updateSubscription,
} from './queriesSubscriptions';
import { noticePaymentFailed, noticeSubscriptionChanged } from './notices';
import { syncRolesForUser } from './roles';

/**
 * Subscription transitions of spec §4, each inside the caller's transaction and each followed by the
 * member's role sync (so plan limits follow at once). The webhook handler and the manage actions share them.
 */

/** Combos are catalogue data (core), so no query is needed to tell one from a single plan. */
const isCombo = (planId: string): boolean => COMBO_PLANS.some((c) => c.id === planId);

/** The live bundle row follows a combo subscription; a single plan has none. */
const followBundle = async (tx: Db, sub: SubscriptionRow, now: Date): Promise<void> => {
  await replaceBundle(
    tx,
    sub.userId,
    sub.bundleId
      ? {
          bundleId: sub.bundleId,
          interval: sub.interval,
          status: sub.status,
          currentPeriodEnd: sub.currentPeriodEnd,
          providerSubscriptionId: sub.providerSubscriptionId,
        }
      : null,
    now,
  );
};

export type Activation = { subscription: SubscriptionRow; superseded: SubscriptionRow[] };

/**
 * A paid subscription checkout: a renewal extends its subscription, a paid plan change rewrites it, anything
 * else creates a new active subscription for one interval from now. Whatever else the member had (the
 * trial, another plan) is superseded: canceled now.
 */
export const activateFromCheckout = async (
  tx: Db,
  session: CheckoutRow,
  provider: { customerId: string | null; subscriptionId: string | null },
  now: Date,
): Promise<Activation | null> => {
  if (!session.userId || !session.planId || !session.interval) return null;
  const planId = session.planId;
  const interval: BillingInterval = session.interval;
  const bundleId = isCombo(planId) ? planId : null;
  const ids = {
    ...(provider.customerId ? { providerCustomerId: provider.customerId } : {}),
    ...(provider.subscriptionId ? { providerSubscriptionId: provider.subscriptionId } : {}),
  };
  const fresh: SubscriptionValues = {
    status: 'active',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    reminded7At: null,
    reminded1At: null,
    lastSyncedAt: now,
    ...ids,
  };

  let sub: SubscriptionRow | null = null;
  const existing = session.subscriptionId ? await lockSubscription(tx, session.subscriptionId) : null;
  if (existing && session.renewalId) {
    // Renewal: the new period starts where the paid-up time ends (now, if that has passed).
    const from =
      existing.currentPeriodEnd && existing.currentPeriodEnd > now && existing.status !== 'canceled'
        ? existing.currentPeriodEnd
        : now;
    sub = await updateSubscription(tx, existing.id, {
      ...fresh,
      planId,
      bundleId,
      interval,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(from, interval),
    });
    await markRenewalUsed(tx, session.renewalId, now);
  } else if (existing) {
    // A prorated plan or interval change: the new plan starts a new period today.
    sub = await updateSubscription(tx, existing.id, {
      ...fresh,
      planId,
      bundleId,
      interval,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, interval),
    });
  }
  sub ??= await insertSubscription(tx, {
    userId: session.userId,
    planId,
    bundleId,
    interval,
    currentPeriodStart: now,
    currentPeriodEnd: addInterval(now, interval),
    ...fresh,
    status: 'active',
  });
  const superseded = await supersedeSubscriptions(tx, session.userId, sub.id, now);
  await followBundle(tx, sub, now);
  await syncRolesForUser(tx, session.userId, now);
  // A renewal only extends the period; a new plan or a plan change is news (the payment says the rest).
  if (!session.renewalId) await noticeSubscriptionChanged(tx, sub, null);
  return { subscription: sub, superseded };
};

/**
 * Move one subscription to a new status (and period, plan) unless it is already there; syncs roles and the
 * bundle row and tells the member (unless `actorId` is the member, acting themselves). Returns the new row, or
 * null when nothing changed.
 */
export const transitionSubscription = async (
  tx: Db,
  sub: SubscriptionRow,
  change: SubscriptionValues & { status: SubscriptionStatus },
  now: Date,
  actorId: string | null = null,
): Promise<SubscriptionRow | null> => {
  const changed = (Object.keys(change) as (keyof SubscriptionValues)[]).some((key) => {
    const before = sub[key as keyof SubscriptionRow];
    const after = change[key];
    return before instanceof Date && after instanceof Date
      ? before.getTime() !== after.getTime()
      : before !== after;
  });
  if (!changed) return null;
  const next = await updateSubscription(tx, sub.id, { ...change, lastSyncedAt: now }, [sub.status]);
  if (!next) return null;
  await updateBundleOf(tx, next);
  await syncRolesForUser(tx, sub.userId, now);
  // The member hears of a new status or plan (not of a period moving on); past_due says it as payment_failed.
  if (next.status === 'past_due' && sub.status !== 'past_due') await noticePaymentFailed(tx, next);
  else if (next.status !== sub.status || next.planId !== sub.planId)
    await noticeSubscriptionChanged(tx, next, actorId);
  return next;
};

/** Status changes and their extra columns, one place for the webhook and the manage actions. */
export const statusChange = {
  cancelAtPeriodEnd: (now: Date) => ({
    status: 'canceled_at_period_end' as const,
    cancelAtPeriodEnd: true,
    canceledAt: now,
  }),
  reactivate: () => ({
    status: 'active' as const,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    reminded7At: null,
    reminded1At: null,
  }),
  pastDue: () => ({ status: 'past_due' as const }),
  canceled: (now: Date) => ({ status: 'canceled' as const, cancelAtPeriodEnd: false, canceledAt: now }),
  renewed: (start: Date, end: Date) => ({
    status: 'active' as const,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    reminded7At: null,
    reminded1At: null,
  }),
};
