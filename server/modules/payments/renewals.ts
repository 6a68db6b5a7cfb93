import { planPrice } from '../../../core/domain/payments';
import { AppError } from '../../../core/errors';
import type { CheckoutStarted, RenewalView } from '../../../core/schemas/payments';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { INTERVAL_LABELS, openSubscriptionCheckout } from './checkout';
import { paymentsPolicy } from './policy';
import { priceFor } from './pricing';
import { selectPlanNames } from './queries';
import { type RenewalRow, selectRenewal } from './queriesSubscriptions';
import type { PaymentsDeps } from './types';

/** One-click renewal links from the reminder mails (/subscription/renew/{renewalId}). */

const stateOf = (renewal: RenewalRow, now: Date): RenewalView['state'] =>
  renewal.usedAt ? 'used' : renewal.expiresAt <= now ? 'expired' : 'open';

/** Someone else's link answers as if it did not exist. */
const ownRenewal = async (deps: PaymentsDeps, actor: Actor, id: string): Promise<RenewalRow> => {
  const renewal = await selectRenewal(deps.ctx.db, id);
  if (!renewal) throw new AppError('renewal_not_found');
  ensure(paymentsPolicy.useRenewal(actor, renewal), 'renewal_not_found');
  return renewal;
};

export const getRenewal = async (deps: PaymentsDeps, actor: Actor, id: string): Promise<RenewalView> => {
  const renewal = await ownRenewal(deps, actor, id);
  const plan = (await selectPlanNames(deps.ctx.db, [renewal.planId])).get(renewal.planId);
  const priced = await priceFor(
    deps.ctx.db,
    renewal.userId,
    planPrice(renewal.planId, renewal.interval) ?? 0,
  );
  return {
    id: renewal.id,
    subscriptionId: renewal.subscriptionId,
    planId: renewal.planId,
    planName: plan?.name ?? renewal.planId,
    interval: renewal.interval,
    amount: priced.amount,
    vatAmount: priced.vatAmount,
    expiresAt: renewal.expiresAt.toISOString(),
    state: stateOf(renewal, new Date()),
  };
};

/** Pay the renewal: a plan checkout that extends the subscription it was sent for. */
export const startRenewalCheckout = async (
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
): Promise<CheckoutStarted> => {
  ensure(paymentsPolicy.actForSelf(actor));
  const renewal = await ownRenewal(deps, actor, id);
  if (stateOf(renewal, new Date()) !== 'open') throw new AppError('renewal_expired');
  const amount = planPrice(renewal.planId, renewal.interval);
  const plan = (await selectPlanNames(deps.ctx.db, [renewal.planId])).get(renewal.planId);
  if (amount === null || !plan) throw new AppError('plan_not_found');
  return openSubscriptionCheckout(deps, {
    userId: renewal.userId,
    planId: renewal.planId,
    planName: plan.name,
    interval: renewal.interval,
    amount,
    description: `Verlenging ${plan.name} – ${INTERVAL_LABELS[renewal.interval]}`,
    subscriptionId: renewal.subscriptionId,
    renewalId: renewal.id,
    successUrl: '/subscription/renewal-success?session={id}',
    cancelUrl: '/subscription/renewal-cancelled',
  });
};
