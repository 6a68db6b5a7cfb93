import type { CheckoutSessionView, MySubscriptions, SubscriptionView } from '@core/schemas/payments';

/** How long /checkout-success polls before it says activation takes longer (the mail follows anyway). */
export const ACTIVATION_POLL_MS = 1500;
export const ACTIVATION_PATIENCE_MS = 60_000;

export type Activation =
  { state: 'waiting' } | { state: 'failed' } | { state: 'active'; subscription: SubscriptionView | null };

/**
 * Where a paid checkout stands: failed/canceled/expired sessions failed; a completed session whose plan is the
 * member's current, role-granting subscription is active. Until both the webhook and the subscription show it,
 * we wait (Stripe may lag behind the redirect).
 */
export const activationOf = (
  session: Pick<CheckoutSessionView, 'status' | 'planId' | 'kind'> | undefined,
  mine: Pick<MySubscriptions, 'current'> | undefined,
): Activation => {
  if (!session) return { state: 'waiting' };
  if (session.status === 'failed' || session.status === 'canceled' || session.status === 'expired')
    return { state: 'failed' };
  if (session.status !== 'completed') return { state: 'waiting' };
  if (session.kind !== 'subscription') return { state: 'active', subscription: null };
  const current = mine?.current ?? null;
  if (
    current &&
    current.planId === session.planId &&
    (current.status === 'active' || current.status === 'trialing')
  )
    return { state: 'active', subscription: current };
  return { state: 'waiting' };
};
