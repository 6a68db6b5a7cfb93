/**
 * The payment provider interface (issue 14). Two adapters: `stripe` (the official SDK, when
 * STRIPE_SECRET_KEY is set) and `test` (the embedded default: our own /checkout/test/{id} page). Both
 * report what happened through Stripe-shaped webhook events, verified by the same signature check and fed
 * to the same processing function (server/modules/payments), so every payment path runs without Stripe.
 */

export type ProviderKind = 'test' | 'stripe';

export type CheckoutLineInput = { description: string; quantity: number; unitAmount: number };

export type CreateCheckoutInput = {
  /** Our checkout_sessions id: Stripe's client_reference_id and metadata.kring_session_id. */
  sessionId: string;
  /** subscription: recurring plan (SEPA Direct Debit allowed); payment: one-off (tickets, prorated upgrade). */
  mode: 'subscription' | 'payment';
  customerEmail: string | null;
  /** An existing provider customer (a member who paid before), so the portal shows one history. */
  customerId: string | null;
  /** Lines excl. VAT; the provider charges `amount + vatAmount` in total. */
  lines: CheckoutLineInput[];
  amount: number;
  vatAmount: number;
  /** Subscriptions: months per billing period (6, 12, 24). */
  intervalMonths: number | null;
  /** Absolute URLs (the adapter never guesses the origin). */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
};

export type CheckoutCreated = { url: string; providerSessionId: string | null };

export type SubscriptionUpdate =
  | { action: 'cancel_at_period_end' }
  | { action: 'reactivate' }
  | { action: 'cancel_now' }
  | {
      action: 'change_price';
      description: string;
      /** New price per period excl. VAT plus its VAT (the provider charges both). */
      amount: number;
      vatAmount: number;
      intervalMonths: number;
      metadata: Record<string, string>;
    };

/** The part of a Stripe event we read: the same shape from Stripe and from the test checkout. */
export type ProviderEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
};

export type PaymentProvider = {
  readonly kind: ProviderKind;
  createCheckout: (input: CreateCheckoutInput) => Promise<CheckoutCreated>;
  /** Best effort: close a provider session we gave up on (hold expired); the test provider has none. */
  expireCheckout: (providerSessionId: string) => Promise<void>;
  /** Stripe's Billing Portal; the test provider throws `portal_unavailable`. */
  createPortalSession: (input: { customerId: string; returnUrl: string }) => Promise<{ url: string }>;
  /** Tell the provider about a change we made (Stripe); the test provider keeps no state of its own. */
  updateSubscription: (providerSubscriptionId: string, update: SubscriptionUpdate) => Promise<void>;
  /** Stripe: the subscription as the provider sees it now (sync-status); the test provider: null. */
  retrieveSubscription: (providerSubscriptionId: string) => Promise<Record<string, unknown> | null>;
};

/** Stripe webhook signatures older than this are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Card, iDEAL and Bancontact for every checkout; SEPA Direct Debit only for recurring plans. */
export const paymentMethodTypes = (mode: CreateCheckoutInput['mode']): string[] =>
  mode === 'subscription' ? ['card', 'ideal', 'bancontact', 'sepa_debit'] : ['card', 'ideal', 'bancontact'];

/** EUR with cents → integer cents (Stripe's unit). */
export const toCents = (amount: number): number => Math.round(amount * 100);
