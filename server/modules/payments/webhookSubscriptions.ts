import { type SubscriptionStatus, addInterval, planPrice } from '../../../core/domain/payments';
import { BILLING_INTERVALS, type BillingInterval } from '../../../core/domain/plans';
import type { Db } from '../../db/client';
import type { ProviderEvent } from '../../integrations/payments';
import { invoicePaidSession } from './invoicing';
import { statusChange, transitionSubscription } from './lifecycle';
import { priceFor } from './pricing';
import { insertCheckoutSession, selectPlanNames } from './queries';
import { type SubscriptionRow, lockSubscriptionByProviderId } from './queriesSubscriptions';
import type { AfterCommit, PaymentsDeps } from './types';

/**
 * Subscription events of the provider (spec §4): invoice.paid (a renewal: new period, active),
 * invoice.payment_failed (past_due), customer.subscription.updated (cancel at period end, reactivated, plan
 * change) and customer.subscription.deleted (canceled). Each transition syncs the member's roles in the
 * webhook's transaction. Unknown event types are recorded and otherwise ignored.
 */

type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const fromUnix = (value: unknown): Date | null => {
  const n = num(value);
  return n === null ? null : new Date(n * 1000);
};
const firstOf = (list: unknown): Obj => obj((obj(list).data as unknown[] | undefined)?.[0]);

/** An invoice's subscription: `parent.subscription_details.subscription` (API 2025+) or `subscription`. */
const subscriptionOfInvoice = (invoice: Obj): string | null =>
  str(obj(obj(invoice.parent).subscription_details).subscription) ??
  str(invoice.subscription) ??
  str(obj(invoice.subscription).id);

/** Period end of a Stripe subscription: on its first item (API 2025+) or on the subscription itself. */
const periodOf = (sub: Obj): { start: Date | null; end: Date | null } => {
  const item = firstOf(sub.items);
  return {
    start: fromUnix(item.current_period_start ?? sub.current_period_start),
    end: fromUnix(item.current_period_end ?? sub.current_period_end),
  };
};

/** Stripe status + cancel_at_period_end → our status of §4. */
export const statusFromProvider = (sub: Obj): SubscriptionStatus => {
  const status = str(sub.status);
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'trialing') return 'trialing';
  return sub.cancel_at_period_end === true ? 'canceled_at_period_end' : 'active';
};

const isInterval = (value: string | null): value is BillingInterval =>
  value !== null && (BILLING_INTERVALS as readonly string[]).includes(value);

export const handleSubscriptionEvent = async (
  deps: PaymentsDeps,
  tx: Db,
  event: ProviderEvent,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  const object = event.data.object;
  const providerId = event.type.startsWith('invoice.') ? subscriptionOfInvoice(object) : str(object.id);
  if (!providerId) return;
  const sub = await lockSubscriptionByProviderId(tx, providerId);
  if (!sub) {
    deps.ctx.logger.info({ event: event.id, providerId }, 'webhook for an unknown subscription');
    return;
  }
  switch (event.type) {
    case 'invoice.paid':
      return invoicePaid(deps, tx, sub, object, now, after);
    case 'invoice.payment_failed':
      await transitionSubscription(tx, sub, statusChange.pastDue(), now);
      return;
    case 'customer.subscription.updated':
      return subscriptionUpdated(tx, sub, object, now);
    case 'customer.subscription.deleted':
      await transitionSubscription(tx, sub, statusChange.canceled(now), now);
      return;
    default:
      return;
  }
};

/**
 * A paid provider invoice. The first one belongs to the checkout (already handled by
 * checkout.session.completed); a cycle starts a new period; any other (a proration) is invoiced as paid.
 * Each payment gets a completed checkout_sessions row as its record, keyed by the provider invoice id.
 */
const invoicePaid = async (
  deps: PaymentsDeps,
  tx: Db,
  sub: SubscriptionRow,
  invoice: Obj,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  const reason = str(invoice.billing_reason);
  if (reason === 'subscription_create') return;
  let current = sub;
  let amount: number;
  if (reason === 'subscription_cycle') {
    const line = obj(firstOf(invoice.lines).period);
    const start = fromUnix(line.start) ?? sub.currentPeriodEnd ?? now;
    const end = fromUnix(line.end) ?? addInterval(start, sub.interval);
    current = (await transitionSubscription(tx, sub, statusChange.renewed(start, end), now)) ?? sub;
    amount = planPrice(sub.planId, sub.interval) ?? 0;
  } else {
    const paid = (num(invoice.amount_paid) ?? 0) / 100;
    const vatShare = (await priceFor(tx, sub.userId, 100)).vatAmount;
    amount = Math.round((paid / (1 + vatShare / 100)) * 100) / 100;
  }
  if (amount <= 0) return;
  const priced = await priceFor(tx, sub.userId, amount);
  const name = (await selectPlanNames(tx, [sub.planId])).get(sub.planId)?.name ?? sub.planId;
  const row = await insertCheckoutSession(tx, {
    userId: sub.userId,
    kind: 'subscription',
    planId: current.planId,
    interval: current.interval,
    subscriptionId: sub.id,
    description: reason === 'subscription_cycle' ? `Verlenging ${name}` : `Wijziging ${name}`,
    amount: priced.amount,
    vatAmount: priced.vatAmount,
    status: 'completed',
    provider: deps.provider.kind,
    providerSessionId: str(invoice.id),
    completedAt: now,
    successUrl: '/dashboard/betalingen',
    cancelUrl: '/dashboard/betalingen',
  });
  await invoicePaidSession(deps, tx, row, sub.id, now, after);
};

/** Status, period and (after a plan change in the portal) plan and interval from the metadata we set. */
const subscriptionUpdated = async (tx: Db, sub: SubscriptionRow, object: Obj, now: Date) => {
  const status = statusFromProvider(object);
  const period = periodOf(object);
  const meta = obj(object.metadata);
  const plan = str(meta.kring_plan);
  const interval = str(meta.kring_interval);
  const known = plan ? (await selectPlanNames(tx, [plan])).get(plan) : undefined;
  const base =
    status === 'canceled_at_period_end'
      ? { ...statusChange.cancelAtPeriodEnd(sub.canceledAt ?? now) }
      : status === 'active'
        ? { status, cancelAtPeriodEnd: false, canceledAt: null }
        : status === 'canceled'
          ? statusChange.canceled(sub.canceledAt ?? now)
          : { status };
  await transitionSubscription(
    tx,
    sub,
    {
      ...base,
      ...(period.start ? { currentPeriodStart: period.start } : {}),
      ...(period.end ? { currentPeriodEnd: period.end } : {}),
      ...(known ? { planId: known.id, bundleId: known.kind === 'combo' ? known.id : null } : {}),
      ...(isInterval(interval) ? { interval } : {}),
    },
    now,
  );
};
