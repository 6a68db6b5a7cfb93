import { planPrice, rolesOfPlan } from '../../../core/domain/payments';
import type { CheckoutSessionView, SubscriptionView } from '../../../core/schemas/payments';
import type { CheckoutRow, PlanMeta } from './queries';
import type { SubscriptionRow } from './queriesSubscriptions';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const cents = (n: number): number => Math.round(n * 100) / 100;

export const presentCheckoutSession = (
  row: CheckoutRow,
  order: { quantity: number; unitPrice: number; name: string | null } | null,
): CheckoutSessionView => {
  const description = row.description ?? '';
  const lines =
    order && order.quantity > 0
      ? [{ description: order.name ?? description, quantity: order.quantity, unitAmount: order.unitPrice }]
      : [{ description, quantity: 1, unitAmount: row.amount }];
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    description,
    lines,
    amount: row.amount,
    vatAmount: row.vatAmount,
    total: cents(row.amount + row.vatAmount),
    planId: row.planId,
    interval: row.interval,
    ticketOrderId: row.ticketOrderId,
    expiresAt: iso(row.expiresAt),
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
};

/** Next charge excl. VAT: the plan's price, unless nothing will be charged any more. */
const nextAmount = (sub: SubscriptionRow): number | null =>
  sub.status === 'canceled' || sub.status === 'canceled_at_period_end' || sub.cancelAtPeriodEnd
    ? null
    : planPrice(sub.planId, sub.interval);

export const presentSubscription = (sub: SubscriptionRow, plan: PlanMeta | undefined): SubscriptionView => ({
  id: sub.id,
  userId: sub.userId,
  planId: sub.planId,
  planName: plan?.name ?? sub.planId,
  isPremium: plan?.isPremium ?? false,
  isCombo: plan?.kind === 'combo',
  roles: rolesOfPlan(sub.bundleId ?? sub.planId),
  interval: sub.interval,
  status: sub.status,
  trialEndsAt: iso(sub.trialEndsAt),
  currentPeriodStart: iso(sub.currentPeriodStart),
  currentPeriodEnd: iso(sub.currentPeriodEnd),
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  canceledAt: iso(sub.canceledAt),
  nextAmount: nextAmount(sub),
  provider:
    sub.providerSubscriptionId?.startsWith('sub_') && !sub.providerSubscriptionId.startsWith('sub_test_')
      ? 'stripe'
      : 'test',
  createdAt: sub.createdAt.toISOString(),
});
