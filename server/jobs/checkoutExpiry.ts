import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { ErrorReporter } from '../integrations/errors';
import { paymentProviderFor } from '../integrations/payments';
import { type CheckoutHandlers, expireCheckoutSessions } from '../modules/payments';
import type { JobDefinition } from './runner';

/**
 * checkout-expiry: open checkout sessions past expires_at become expired and release what they held
 * (a ticket hold's seats). Every minute, so a 15-minute hold frees its seats within a minute of its end.
 */
export const checkoutExpiryJob = (deps: {
  config: Config;
  handlers: CheckoutHandlers;
  logger: FastifyBaseLogger;
  reporter: ErrorReporter;
}): JobDefinition => ({
  name: 'checkout-expiry',
  intervalMs: 60_000,
  run: async (tx, now, afterCommit) =>
    expireCheckoutSessions(
      {
        handlers: deps.handlers,
        provider: paymentProviderFor(deps.config),
        logger: deps.logger,
        reporter: deps.reporter,
      },
      tx,
      now,
      afterCommit,
    ),
});
