import {
  CHECKOUT_INTERVALS,
  type CheckoutInterval,
  INTERVAL_MONTHS,
  addInterval,
  planPrice,
  proratedAmount,
} from '../../../core/domain/payments';
import type { BillingInterval } from '../../../core/domain/plans';
import { AppError } from '../../../core/errors';
import type { ManageSubscriptionBody, ManageSubscriptionResult } from '../../../core/schemas/payments';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { INTERVAL_LABELS, openSubscriptionCheckout } from './checkout';
import { statusChange, transitionSubscription } from './lifecycle';
import { paymentsPolicy } from './policy';
import { presentSubscription } from './presenter';
import { priceFor } from './pricing';
import { selectPlanNames, selectPlanOffer } from './queries';
import {
  type SubscriptionRow,
  lockSubscription,
  selectSubscription,
  selectUserSubscriptions,
} from './queriesSubscriptions';
import type { PaymentsDeps } from './types';

/** POST /api/subscriptions/manage (spec §7 manage-subscription): cancel, reactivate, change, portal. */

const MESSAGES = {
  cancel: 'Abonnement geannuleerd',
  reactivate: 'Abonnement heractiveerd',
  update: 'Abonnement bijgewerkt',
} as const;

const ownSubscription = async (deps: PaymentsDeps, actor: Actor, id: string): Promise<SubscriptionRow> => {
  const sub = await selectSubscription(deps.ctx.db, id);
  if (!sub) throw new AppError('subscription_not_found');
  ensure(paymentsPolicy.manageSubscription(actor, sub), 'subscription_not_found');
  return sub;
};

const view = async (deps: PaymentsDeps, sub: SubscriptionRow) =>
  presentSubscription(sub, (await selectPlanNames(deps.ctx.db, [sub.planId])).get(sub.planId));

/**
 * Apply the member's own status change in a transaction (locked row, roles synced); refused when the row moved
 * on. The member acted, so the bell stays quiet about it.
 */
const apply = async (
  deps: PaymentsDeps,
  sub: SubscriptionRow,
  change: Parameters<typeof transitionSubscription>[2],
): Promise<SubscriptionRow> => {
  const now = new Date();
  return deps.ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, sub.id);
    if (!locked || locked.status !== sub.status) throw new AppError('subscription_action_invalid');
    return (await transitionSubscription(tx, locked, change, now, locked.userId)) ?? locked;
  });
};

/** `kring_{plan}_{interval}` (the spec's priceId) → plan and stored interval. */
const fromPriceId = (priceId: string | undefined): { plan?: string; interval?: BillingInterval } => {
  const match = priceId ? /^kring_(.+)_(6m|1y|2y)$/.exec(priceId) : null;
  return match ? { plan: match[1], interval: match[2] as BillingInterval } : {};
};

const update = async (
  deps: PaymentsDeps,
  sub: SubscriptionRow,
  body: Extract<ManageSubscriptionBody, { action: 'update' }>,
): Promise<ManageSubscriptionResult> => {
  const byPrice = fromPriceId(body.priceId);
  const planId = body.plan ?? byPrice.plan ?? sub.planId;
  const interval = body.interval
    ? CHECKOUT_INTERVALS[body.interval as CheckoutInterval]
    : (byPrice.interval ?? sub.interval);
  if (sub.status === 'canceled') throw new AppError('subscription_action_invalid');
  if (planId === sub.planId && interval === sub.interval) throw new AppError('subscription_already_active');
  const offer = await selectPlanOffer(deps.ctx.db, planId, interval);
  if (!offer) throw new AppError('plan_not_found');
  const description = `${offer.name} – ${INTERVAL_LABELS[interval]}`;
  const now = new Date();

  // A trial has paid nothing: choosing a plan is buying it (the new subscription supersedes the trial).
  if (sub.status === 'trialing') {
    const started = await openSubscriptionCheckout(deps, {
      userId: sub.userId,
      planId: offer.id,
      planName: offer.name,
      interval,
      amount: offer.amount,
      description,
      subscriptionId: null,
      renewalId: null,
      successUrl: '/checkout-success?session={id}',
      cancelUrl: '/dashboard/betalingen',
    });
    return { url: started.url };
  }

  const metadata = { kring_plan: offer.id, kring_interval: interval };
  if (deps.provider.kind === 'stripe' && sub.providerSubscriptionId) {
    // Stripe prorates and charges the difference itself (proration_behavior always_invoice).
    const vat = (await priceFor(deps.ctx.db, sub.userId, offer.amount)).vatAmount;
    await deps.provider.updateSubscription(sub.providerSubscriptionId, {
      action: 'change_price',
      description,
      amount: offer.amount,
      vatAmount: vat,
      intervalMonths: INTERVAL_MONTHS[interval],
      metadata,
    });
  } else {
    const difference = proratedAmount({
      oldAmount: planPrice(sub.planId, sub.interval) ?? 0,
      newAmount: offer.amount,
      periodStart: sub.currentPeriodStart ?? now,
      periodEnd: sub.currentPeriodEnd ?? now,
      now,
    });
    if (difference > 0) {
      const started = await openSubscriptionCheckout(deps, {
        userId: sub.userId,
        planId: offer.id,
        planName: offer.name,
        interval,
        amount: difference,
        description: `${description} (naar rato)`,
        subscriptionId: sub.id,
        renewalId: null,
        successUrl: '/checkout-success?session={id}',
        cancelUrl: '/dashboard/betalingen',
      });
      return { url: started.url };
    }
  }
  const changed = await apply(deps, sub, {
    status: 'active',
    planId: offer.id,
    bundleId: offer.kind === 'combo' ? offer.id : null,
    interval,
    currentPeriodStart: now,
    currentPeriodEnd: addInterval(now, interval),
    cancelAtPeriodEnd: false,
    canceledAt: null,
  });
  return { message: MESSAGES.update, subscription: await view(deps, changed) };
};

const portal = async (
  deps: PaymentsDeps,
  actor: Actor,
  subscriptionId: string | undefined,
): Promise<ManageSubscriptionResult> => {
  if (deps.provider.kind !== 'stripe') throw new AppError('portal_unavailable');
  const subs = subscriptionId
    ? [await ownSubscription(deps, actor, subscriptionId)]
    : await selectUserSubscriptions(deps.ctx.db, actor.userId);
  const customerId = subs.find((s) => s.providerCustomerId)?.providerCustomerId;
  if (!customerId) throw new AppError('portal_unavailable');
  const session = await deps.provider.createPortalSession({
    customerId,
    returnUrl: `${deps.ctx.config.publicUrl}/dashboard/betalingen`,
  });
  return { url: session.url };
};

export const manageSubscription = async (
  deps: PaymentsDeps,
  actor: Actor,
  body: ManageSubscriptionBody,
): Promise<ManageSubscriptionResult> => {
  ensure(paymentsPolicy.actForSelf(actor));
  if (body.action === 'create_portal_session') return portal(deps, actor, body.subscriptionId);
  const sub = await ownSubscription(deps, actor, body.subscriptionId);
  const now = new Date();
  const providerId = deps.provider.kind === 'stripe' ? sub.providerSubscriptionId : null;
  switch (body.action) {
    case 'cancel': {
      if (!['active', 'trialing', 'past_due'].includes(sub.status))
        throw new AppError('subscription_action_invalid');
      if (providerId) await deps.provider.updateSubscription(providerId, { action: 'cancel_at_period_end' });
      const changed = await apply(deps, sub, {
        ...statusChange.cancelAtPeriodEnd(now),
        // A trial ends when the trial ends.
        ...(sub.status === 'trialing' && sub.trialEndsAt ? { currentPeriodEnd: sub.trialEndsAt } : {}),
      });
      return { message: MESSAGES.cancel, subscription: await view(deps, changed) };
    }
    case 'reactivate': {
      const end = sub.currentPeriodEnd;
      if (sub.status !== 'canceled_at_period_end' || (end && end <= now))
        throw new AppError('subscription_action_invalid');
      if (providerId) await deps.provider.updateSubscription(providerId, { action: 'reactivate' });
      const backToTrial = !sub.providerSubscriptionId && sub.trialEndsAt !== null && sub.trialEndsAt > now;
      const changed = await apply(deps, sub, {
        ...statusChange.reactivate(),
        ...(backToTrial ? { status: 'trialing' as const } : {}),
      });
      return { message: MESSAGES.reactivate, subscription: await view(deps, changed) };
    }
    case 'update':
      return update(deps, sub, body);
  }
};
