import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../../../core/errors';
import type { Config } from '../../config';
import { createStripeProvider } from './stripe';
import { createTestProvider } from './test';
import { type PaymentProvider, type ProviderEvent, WEBHOOK_TOLERANCE_SECONDS } from './types';

export type {
  CheckoutLineInput,
  CreateCheckoutInput,
  PaymentProvider,
  ProviderEvent,
  ProviderKind,
  SubscriptionUpdate,
} from './types';
export { WEBHOOK_TOLERANCE_SECONDS, paymentMethodTypes, toCents } from './types';
export { createStripeProvider } from './stripe';
export { createTestProvider } from './test';

type PaymentsConfig = Pick<Config, 'stripe' | 'sessionSecret'>;

const providers = new WeakMap<object, PaymentProvider>();

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout; one instance per config. */
export const paymentProviderFor = (config: PaymentsConfig): PaymentProvider => {
  const known = providers.get(config);
  if (known) return known;
  const provider = config.stripe.secretKey
    ? createStripeProvider({ secretKey: config.stripe.secretKey })
    : createTestProvider();
  providers.set(config, provider);
  return provider;
};

/**
 * The webhook signing secret: STRIPE_WEBHOOK_SECRET, or (the test checkout, or Stripe without a configured
 * secret) one derived from the session secret, so no signing secret is ever committed or guessable.
 */
export const webhookSecretOf = (config: PaymentsConfig): string =>
  config.stripe.webhookSecret ??
  `whsec_${createHmac('sha256', config.sessionSecret).update('kring-payments-webhook').digest('base64url')}`;

/** The `Stripe-Signature` header for a payload, by Stripe's own scheme (t=…,v1=HMAC-SHA256). */
export const signWebhookPayload = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });

/**
 * Verify a delivery: the raw body as received, its `Stripe-Signature` header, at most 300 s old. Anything
 * missing, forged or stale → 400 webhook_signature_invalid.
 */
export const verifyWebhook = async (
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): Promise<ProviderEvent> => {
  if (!signature) throw new AppError('webhook_signature_invalid');
  try {
    const event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
    return event as unknown as ProviderEvent;
  } catch {
    throw new AppError('webhook_signature_invalid');
  }
};
