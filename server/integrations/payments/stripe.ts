import Stripe from 'stripe';
import { AppError } from '../../../core/errors';
import {
  type CheckoutLineInput,
  type CreateCheckoutInput,
  type PaymentProvider,
  type SubscriptionUpdate,
  paymentMethodTypes,
  toCents,
} from './types';

type SessionCreateParams = NonNullable<Parameters<Stripe['checkout']['sessions']['create']>[0]>;
type LineItem = NonNullable<SessionCreateParams['line_items']>[number];

/** Where the SDK sends its requests: Stripe itself, or a local fake in the SDK test. */
export type StripeAdapterOptions = {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

// Stripe keeps a Checkout Session open between 30 minutes and 24 hours after creation.
const MIN_OPEN_MS = 31 * 60_000;
const MAX_OPEN_MS = 23 * 60 * 60_000 + 55 * 60_000;

const stripeExpiry = (expiresAt: Date, now = Date.now()): number => {
  const ms = Math.min(Math.max(expiresAt.getTime() - now, MIN_OPEN_MS), MAX_OPEN_MS);
  return Math.floor((now + ms) / 1000);
};

/**
 * Our prices are excl. VAT (spec §9), and our own invoice is the legal one: the VAT goes to Stripe as its
 * own line, so what the buyer pays there equals the invoice total.
 */
const lineItems = (input: CreateCheckoutInput): LineItem[] => {
  const recurring =
    input.mode === 'subscription' && input.intervalMonths
      ? { recurring: { interval: 'month' as const, interval_count: input.intervalMonths } }
      : {};
  const item = (line: CheckoutLineInput): LineItem => ({
    quantity: line.quantity,
    price_data: {
      currency: 'eur',
      unit_amount: toCents(line.unitAmount),
      product_data: { name: line.description },
      ...recurring,
    },
  });
  const vat: CheckoutLineInput[] =
    input.vatAmount > 0 ? [{ description: 'Btw 21%', quantity: 1, unitAmount: input.vatAmount }] : [];
  return [...input.lines, ...vat].map(item);
};

const price = (update: Extract<SubscriptionUpdate, { action: 'change_price' }>, product: string) => ({
  currency: 'eur',
  product,
  unit_amount: toCents(update.amount + update.vatAmount),
  recurring: { interval: 'month' as const, interval_count: update.intervalMonths },
});

/** The Stripe adapter: Checkout Sessions, the Billing Portal and subscription updates through the SDK. */
export const createStripeProvider = (options: StripeAdapterOptions): PaymentProvider => {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const failed = (err: unknown): never => {
    throw new AppError('checkout_failed', {
      hint: err instanceof Error ? err.message.slice(0, 200) : undefined,
    });
  };

  return {
    kind: 'stripe',
    createCheckout: async (input) => {
      const params: SessionCreateParams = {
        mode: input.mode,
        line_items: lineItems(input),
        // API 2026-10-28 (stripe 23) replaced payment_method_types with this filter of the same values.
        allowed_payment_method_types: paymentMethodTypes(input.mode),
        client_reference_id: input.sessionId,
        metadata: input.metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: stripeExpiry(input.expiresAt),
        locale: 'nl',
        ...(input.customerId
          ? { customer: input.customerId }
          : input.customerEmail
            ? { customer_email: input.customerEmail }
            : {}),
        ...(input.mode === 'subscription'
          ? { subscription_data: { metadata: input.metadata } }
          : { payment_intent_data: { metadata: input.metadata } }),
      };
      const session = await stripe.checkout.sessions.create(params).catch(failed);
      if (!session.url) return failed(new Error('Stripe returned no checkout url'));
      return { url: session.url, providerSessionId: session.id };
    },
    expireCheckout: async (providerSessionId) => {
      await stripe.checkout.sessions.expire(providerSessionId);
    },
    createPortalSession: async ({ customerId, returnUrl }) => {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'nl',
      });
      return { url: portal.url };
    },
    updateSubscription: async (id, update) => {
      switch (update.action) {
        case 'cancel_at_period_end':
          await stripe.subscriptions.update(id, { cancel_at_period_end: true });
          return;
        case 'reactivate':
          await stripe.subscriptions.update(id, { cancel_at_period_end: false });
          return;
        case 'cancel_now':
          await stripe.subscriptions.cancel(id, { prorate: true });
          return;
        case 'change_price': {
          const current = await stripe.subscriptions.retrieve(id);
          const item = current.items.data[0];
          if (!item) throw new AppError('subscription_action_invalid');
          const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
          await stripe.subscriptions.update(id, {
            items: [{ id: item.id, price_data: price(update, product) }],
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
            metadata: update.metadata,
          });
          return;
        }
      }
    },
    retrieveSubscription: async (id) =>
      (await stripe.subscriptions.retrieve(id)) as unknown as Record<string, unknown>,
  };
};
