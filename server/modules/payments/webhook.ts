import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ProviderEvent, verifyWebhook } from '../../integrations/payments';
import { invoicePaidSession } from './invoicing';
import { activateFromCheckout } from './lifecycle';
import { type CheckoutRow, insertWebhookEvent, transitionCheckout } from './queries';
import { type AfterCommit, type CheckoutHandlers, type PaymentsDeps, recordOf } from './types';
import { handleSubscriptionEvent } from './webhookSubscriptions';

/**
 * The one webhook handler (Stripe and the built-in test checkout alike): verify the signature over the raw
 * body, then process the event in ONE transaction that starts by recording (provider, event id) in
 * webhook_events; a delivery seen before does nothing. Mails and provider calls run after commit, behind the answer (ctx.background); invoice mails
 * also have a durable path (invoices.mailed_at, the invoice-mails job).
 */

type EventObject = Record<string, unknown>;
type Outcome = 'expired' | 'canceled' | 'failed';

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  str(value) ?? (typeof value === 'object' && value !== null ? str((value as { id?: unknown }).id) : null);
const metadataOf = (obj: EventObject): Record<string, string> =>
  typeof obj.metadata === 'object' && obj.metadata !== null ? (obj.metadata as Record<string, string>) : {};
/** Our session id: Stripe's client_reference_id, or the metadata we set on the session. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our session id (a session created elsewhere on the same Stripe account is not ours: ignored). */
const ourSessionId = (obj: EventObject): string | null => {
  const id = str(obj.client_reference_id) ?? str(metadataOf(obj).kring_session_id);
  return id && UUID.test(id) ? id : null;
};

export type ProcessResult = { duplicate: boolean };

/** Verify a delivery (raw body + Stripe-Signature) and process it. 400 webhook_signature_invalid on doubt. */
export const handleSignedDelivery = async (
  deps: PaymentsDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<ProcessResult> =>
  processProviderEvent(deps, await verifyWebhook(rawBody, signature, deps.webhookSecret));

export const processProviderEvent = async (
  deps: PaymentsDeps,
  event: ProviderEvent,
  now = new Date(),
): Promise<ProcessResult> => {
  const after: AfterCommit[] = [];
  const fresh = await deps.ctx.db.transaction(async (tx) => {
    const recorded = await insertWebhookEvent(tx, {
      provider: deps.provider.kind,
      providerEventId: event.id,
      type: event.type,
      payload: event as unknown as Record<string, unknown>,
      processedAt: now,
    });
    if (!recorded) return false;
    await dispatch(deps, tx, event, now, after);
    return true;
  });
  // The provider gets its answer once the transaction committed; mails and provider calls run behind it.
  for (const work of after) deps.ctx.background.run(`webhook ${event.id}`, work);
  return { duplicate: !fresh };
};

const dispatch = async (
  deps: PaymentsDeps,
  tx: Db,
  event: ProviderEvent,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  const obj = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      // SEPA Direct Debit settles later: Stripe then sends async_payment_succeeded (or _failed).
      if (obj.payment_status === 'unpaid') return;
      return completeCheckout(deps, tx, obj, now, after);
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(deps, tx, obj, now, after);
    case 'checkout.session.async_payment_failed':
      return endCheckout(deps, tx, obj, 'failed', now, after);
    case 'checkout.session.expired':
      // The test checkout's 'Annuleren' says so; Stripe only ever lets a session expire.
      return endCheckout(
        deps,
        tx,
        obj,
        metadataOf(obj).kring_outcome === 'canceled' ? 'canceled' : 'expired',
        now,
        after,
      );
    default:
      return handleSubscriptionEvent(deps, tx, event, now, after);
  }
};

const completeCheckout = async (
  deps: PaymentsDeps,
  tx: Db,
  obj: EventObject,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  const id = ourSessionId(obj);
  if (!id) return;
  // A Stripe session we let expire may still have been paid: the kind handler decides (tickets refund).
  const row = await transitionCheckout(tx, id, ['open', 'expired'], 'completed', { now });
  if (!row) {
    deps.ctx.logger.info({ checkoutSession: id }, 'checkout already closed; completion ignored');
    return;
  }
  let subscriptionId: string | null = null;
  if (row.kind === 'subscription') {
    const activation = await activateFromCheckout(
      tx,
      row,
      { customerId: idOf(obj.customer), subscriptionId: idOf(obj.subscription) },
      now,
    );
    subscriptionId = activation?.subscription.id ?? null;
    for (const old of activation?.superseded ?? []) {
      const providerId = old.providerSubscriptionId;
      if (providerId && providerId !== activation?.subscription.providerSubscriptionId) {
        after.push(() => deps.provider.updateSubscription(providerId, { action: 'cancel_now' }));
      }
    }
  } else {
    const handler = deps.handlers[row.kind];
    if (!handler) deps.ctx.logger.warn({ kind: row.kind, checkoutSession: id }, 'no checkout handler');
    const work = handler ? await handler.completed(tx, recordOf(row)) : undefined;
    if (work) after.push(work);
  }
  await invoicePaidSession(deps, tx, row, subscriptionId, now, after);
};

const endCheckout = async (
  deps: PaymentsDeps,
  tx: Db,
  obj: EventObject,
  outcome: Outcome,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  const id = ourSessionId(obj);
  if (!id) return;
  const failureReason = outcome === 'failed' ? 'Betaling mislukt' : undefined;
  const row = await transitionCheckout(tx, id, ['open'], outcome, {
    now,
    ...(failureReason ? { failureReason } : {}),
  });
  if (row) await endedSession({ handlers: deps.handlers, logger: deps.ctx.logger }, tx, row, outcome, after);
};

/** Tell the session's kind that it ended (tickets free their seats); subscriptions hold nothing. */
export const endedSession = async (
  deps: { handlers: CheckoutHandlers; logger: Pick<FastifyBaseLogger, 'warn'> },
  tx: Db,
  row: CheckoutRow,
  outcome: Outcome,
  after: AfterCommit[],
): Promise<void> => {
  if (row.kind === 'subscription') return;
  const handler = deps.handlers[row.kind];
  if (!handler) {
    deps.logger.warn({ kind: row.kind, checkoutSession: row.id }, 'no checkout handler');
    return;
  }
  const work = await handler.ended(tx, recordOf(row), outcome);
  if (work) after.push(work);
};
