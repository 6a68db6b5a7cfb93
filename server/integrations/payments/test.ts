import { AppError } from '../../../core/errors';
import type { PaymentProvider } from './types';

/**
 * The built-in test checkout (the embedded default without STRIPE_SECRET_KEY). The buyer pays on our own
 * page /checkout/test/{sessionId}, which shows the lines and the amounts excl. and incl. VAT; completing or
 * cancelling there makes the payments module emit signed Stripe-shaped events through the one webhook
 * handler. Our database is the only state, so subscription updates need no call here.
 */
export const createTestProvider = (): PaymentProvider => ({
  kind: 'test',
  createCheckout: async (input) =>
    Promise.resolve({ url: `/checkout/test/${input.sessionId}`, providerSessionId: null }),
  expireCheckout: async () => Promise.resolve(),
  createPortalSession: async () => Promise.reject(new AppError('portal_unavailable')),
  updateSubscription: async () => Promise.resolve(),
  retrieveSubscription: async () => Promise.resolve(null),
});
