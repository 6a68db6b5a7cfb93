import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ErrorReporter } from '../../integrations/errors';
import type { PaymentProvider } from '../../integrations/payments';
import { selectExpiredOpenSessions, transitionCheckout } from './queries';
import type { AfterCommit, CheckoutHandlers } from './types';
import { endedSession } from './webhook';

/** Sessions expired per run; the next run (every minute) takes the rest. */
const BATCH = 200;

export type ExpiryDeps = {
  handlers: CheckoutHandlers;
  provider: PaymentProvider;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  reporter: ErrorReporter;
};

/**
 * Mark open sessions past expires_at expired and let their kind release what they held (tickets free the
 * seats). Each session moves by a conditional UPDATE … WHERE status = 'open' RETURNING, so a webhook that
 * completes it at the same moment, or a second instance, never processes it twice. Stripe sessions are
 * closed at Stripe after commit (best effort: a late payment is still handled by the webhook).
 */
export const expireCheckoutSessions = async (
  deps: ExpiryDeps,
  tx: Db,
  now: Date,
  afterCommit: (work: AfterCommit) => void,
): Promise<number> => {
  let expired = 0;
  for (const id of await selectExpiredOpenSessions(tx, now, BATCH)) {
    const row = await transitionCheckout(tx, id, ['open'], 'expired', { now });
    if (!row) continue;
    expired += 1;
    const after: AfterCommit[] = [];
    await endedSession(deps, tx, row, 'expired', after);
    const providerSessionId = row.provider === 'stripe' ? row.providerSessionId : null;
    if (providerSessionId) after.push(() => deps.provider.expireCheckout(providerSessionId));
    for (const work of after) {
      afterCommit(() => work().catch((err: unknown) => deps.reporter.capture(err, { checkoutSession: id })));
    }
  }
  return expired;
};
