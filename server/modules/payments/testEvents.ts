import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from '../../integrations/payments';
import type { CheckoutRow } from './queries';

/**
 * Stripe-shaped events for the built-in test checkout: the same types and the fields our handler reads, so
 * the test checkout exercises exactly the path Stripe's deliveries take.
 */

const token = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
const cents = (amount: number): number => Math.round(amount * 100);

const event = (type: string, object: Record<string, unknown>, now: Date): ProviderEvent => ({
  id: token('evt'),
  type,
  created: unix(now),
  data: { object },
});

const sessionObject = (row: CheckoutRow, extra: Record<string, unknown>) => ({
  id: row.providerSessionId ?? `cs_test_${row.id.replaceAll('-', '')}`,
  object: 'checkout.session',
  client_reference_id: row.id,
  mode: row.kind === 'subscription' ? 'subscription' : 'payment',
  amount_subtotal: cents(row.amount),
  amount_total: cents(row.amount + row.vatAmount),
  currency: 'eur',
  customer_email: row.email,
  metadata: { kring_session_id: row.id, kind: row.kind },
  ...extra,
});

/** 'Betaling voltooien': the session is paid (a subscription checkout also starts a provider subscription). */
export const paidEvents = (row: CheckoutRow, customerId: string | null, now: Date): ProviderEvent[] => [
  event(
    'checkout.session.completed',
    sessionObject(row, {
      status: 'complete',
      payment_status: 'paid',
      customer: customerId ?? (row.userId ? `cus_test_${row.userId.replaceAll('-', '')}` : null),
      subscription: row.kind === 'subscription' ? token('sub') : null,
    }),
    now,
  ),
];

/** A simulated failed payment (the bank refused): the session ends as failed. */
export const failedEvents = (row: CheckoutRow, now: Date): ProviderEvent[] => [
  event('checkout.session.async_payment_failed', sessionObject(row, { payment_status: 'unpaid' }), now),
];

/** 'Annuleren': the session ends at once (on Stripe it would only expire later). */
export const canceledEvents = (row: CheckoutRow, now: Date): ProviderEvent[] => [
  event(
    'checkout.session.expired',
    sessionObject(row, {
      status: 'expired',
      payment_status: 'unpaid',
      metadata: { kring_session_id: row.id, kind: row.kind, kring_outcome: 'canceled' },
    }),
    now,
  ),
];

/** The session's time ran out (Stripe sends this itself; the test checkout when a late click finds it). */
export const expiredEvents = (row: CheckoutRow, now: Date): ProviderEvent[] => [
  event('checkout.session.expired', sessionObject(row, { status: 'expired', payment_status: 'unpaid' }), now),
];

/** A subscription object as Stripe sends it in customer.subscription.* events. */
export const subscriptionEvent = (
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  sub: {
    providerSubscriptionId: string;
    status: string;
    cancelAtPeriodEnd: boolean;
    periodStart: Date | null;
    periodEnd: Date | null;
    metadata?: Record<string, string>;
  },
  now: Date,
): ProviderEvent =>
  event(
    type,
    {
      id: sub.providerSubscriptionId,
      object: 'subscription',
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      items: {
        data: [
          {
            current_period_start: sub.periodStart ? unix(sub.periodStart) : null,
            current_period_end: sub.periodEnd ? unix(sub.periodEnd) : null,
          },
        ],
      },
      metadata: sub.metadata ?? {},
    },
    now,
  );

/** An invoice event of a subscription (renewal paid, or a failed renewal charge). */
export const invoiceEvent = (
  type: 'invoice.paid' | 'invoice.payment_failed',
  input: {
    providerSubscriptionId: string;
    billingReason: string;
    amountPaid: number;
    periodStart: Date;
    periodEnd: Date;
  },
  now: Date,
): ProviderEvent =>
  event(
    type,
    {
      id: token('in'),
      object: 'invoice',
      billing_reason: input.billingReason,
      amount_paid: cents(input.amountPaid),
      parent: { subscription_details: { subscription: input.providerSubscriptionId } },
      lines: { data: [{ period: { start: unix(input.periodStart), end: unix(input.periodEnd) } }] },
    },
    now,
  );
