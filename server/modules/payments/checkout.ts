import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_INTERVALS,
  INTERVAL_MONTHS,
  SUBSCRIPTION_CHECKOUT_MINUTES,
} from '../../../core/domain/payments';
import type { BillingInterval } from '../../../core/domain/plans';
import { AppError } from '../../../core/errors';
import type {
  CheckoutSessionView,
  CheckoutStarted,
  CreateSubscriptionCheckoutBody,
} from '../../../core/schemas/payments';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { type PaymentProvider, paymentProviderFor, signWebhookPayload } from '../../integrations/payments';
import { paymentsPolicy } from './policy';
import { presentCheckoutSession } from './presenter';
import { priceFor } from './pricing';
import {
  type CheckoutRow,
  insertCheckoutSession,
  markCheckoutFailedToStart,
  selectCheckoutSession,
  selectPlanOffer,
  selectTicketOrderLine,
  selectUserEmail,
  updateCheckoutProvider,
  upsertBillingDetails,
} from './queries';
import { selectUserSubscriptions } from './queriesSubscriptions';
import { canceledEvents, expiredEvents, failedEvents, paidEvents } from './testEvents';
import type { PaymentsDeps } from './types';
import { handleSignedDelivery } from './webhook';

/** Checkout sessions: start one (plans here, tickets through `startTicketCheckout`), read it, pay it. */

export const INTERVAL_LABELS: Record<BillingInterval, string> = {
  '6m': '6 maanden',
  '1y': '1 jaar',
  '2y': '2 jaar',
};

export type SubscriptionCheckoutInput = {
  userId: string;
  planId: string;
  planName: string;
  interval: BillingInterval;
  /** Excl. VAT: the plan price, or the prorated difference of a plan change. */
  amount: number;
  description: string;
  subscriptionId: string | null;
  renewalId: string | null;
  successUrl: string;
  cancelUrl: string;
};

const absolute = (ctx: AppContext, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${ctx.config.publicUrl}${path}`;

/** The member's provider customer from an earlier payment, so Stripe keeps one history. */
const customerOf = async (db: Db, userId: string): Promise<string | null> =>
  (await selectUserSubscriptions(db, userId)).find((s) => s.providerCustomerId)?.providerCustomerId ?? null;

/** Ask the provider for its page; a refusal marks the session failed and answers 502 checkout_failed. */
const createAtProvider = async (
  ctx: AppContext,
  db: Db,
  provider: PaymentProvider,
  row: CheckoutRow,
  input: { mode: 'subscription' | 'payment'; customerId: string | null; lines: CheckoutSessionView['lines'] },
): Promise<CheckoutStarted> => {
  try {
    const created = await provider.createCheckout({
      sessionId: row.id,
      mode: input.mode,
      customerEmail: row.email,
      customerId: input.customerId,
      lines: input.lines,
      amount: row.amount,
      vatAmount: row.vatAmount,
      intervalMonths: row.interval ? INTERVAL_MONTHS[row.interval] : null,
      successUrl: absolute(ctx, row.successUrl),
      cancelUrl: absolute(ctx, row.cancelUrl),
      expiresAt: row.expiresAt ?? new Date(Date.now() + SUBSCRIPTION_CHECKOUT_MINUTES * 60_000),
      metadata: {
        kring_session_id: row.id,
        kind: row.kind,
        ...(row.planId ? { kring_plan: row.planId } : {}),
        ...(row.interval ? { kring_interval: row.interval } : {}),
        ...(row.userId ? { kring_user: row.userId } : {}),
      },
    });
    await updateCheckoutProvider(db, row.id, created);
    return { sessionId: row.id, url: created.url };
  } catch (err) {
    ctx.reporter.capture(err, { checkoutSession: row.id });
    await markCheckoutFailedToStart(db, row.id, err instanceof Error ? err.message : 'provider error');
    throw new AppError('checkout_failed');
  }
};

/** A plan checkout (new plan, renewal, or the paid part of a plan change) for one member. */
export const openSubscriptionCheckout = async (
  deps: PaymentsDeps,
  input: SubscriptionCheckoutInput,
): Promise<CheckoutStarted> => {
  const { ctx } = deps;
  const priced = await priceFor(ctx.db, input.userId, input.amount);
  const id = randomUUID();
  const row = await insertCheckoutSession(ctx.db, {
    id,
    userId: input.userId,
    email: await selectUserEmail(ctx.db, input.userId),
    kind: 'subscription',
    planId: input.planId,
    interval: input.interval,
    subscriptionId: input.subscriptionId,
    renewalId: input.renewalId,
    description: input.description,
    amount: priced.amount,
    vatAmount: priced.vatAmount,
    provider: deps.provider.kind,
    expiresAt: new Date(Date.now() + SUBSCRIPTION_CHECKOUT_MINUTES * 60_000),
    successUrl: input.successUrl.replace('{id}', id),
    cancelUrl: input.cancelUrl.replace('{id}', id),
  });
  return createAtProvider(ctx, ctx.db, deps.provider, row, {
    // A plan change is a one-off charge of the difference; the subscription itself stays as it is.
    mode: input.subscriptionId && !input.renewalId ? 'payment' : 'subscription',
    customerId: await customerOf(ctx.db, input.userId),
    lines: [{ description: input.description, quantity: 1, unitAmount: priced.amount }],
  });
};

/** POST /api/checkout/subscription: a plan type or combo id for an interval (spec §7 create-subscription-checkout). */
export const createSubscriptionCheckout = async (
  deps: PaymentsDeps,
  actor: Actor,
  body: CreateSubscriptionCheckoutBody,
): Promise<CheckoutStarted> => {
  ensure(paymentsPolicy.startCheckout(actor), 'checkout_login_required');
  ensure(paymentsPolicy.actForSelf(actor));
  const interval = CHECKOUT_INTERVALS[body.interval];
  const offer = await selectPlanOffer(deps.ctx.db, body.plan, interval);
  if (!offer) throw new AppError('plan_not_found');
  const subs = await selectUserSubscriptions(deps.ctx.db, actor.userId);
  if (subs.some((s) => s.status === 'active' && s.planId === offer.id && s.interval === interval))
    throw new AppError('subscription_already_active');
  if (body.customerInfo) await upsertBillingDetails(deps.ctx.db, actor.userId, body.customerInfo);
  const query = `plan=${encodeURIComponent(offer.id)}&interval=${body.interval}`;
  return openSubscriptionCheckout(deps, {
    userId: actor.userId,
    planId: offer.id,
    planName: offer.name,
    interval,
    amount: offer.amount,
    description: `${offer.name} – ${INTERVAL_LABELS[interval]}`,
    subscriptionId: null,
    renewalId: null,
    successUrl: '/checkout-success?session={id}',
    cancelUrl: `/checkout?${query}`,
  });
};

const loadSession = async (deps: PaymentsDeps, actor: Actor, id: string): Promise<CheckoutRow> => {
  const row = await selectCheckoutSession(deps.ctx.db, id);
  if (!row) throw new AppError('checkout_session_not_found');
  ensure(paymentsPolicy.viewCheckout(actor, row), 'checkout_forbidden');
  return row;
};

/** GET /api/checkout/sessions/:id: what is bought, amounts excl. and incl. VAT, status. */
export const getCheckoutSession = async (
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
): Promise<CheckoutSessionView> => {
  const row = await loadSession(deps, actor, id);
  const order = row.ticketOrderId ? await selectTicketOrderLine(deps.ctx.db, row.ticketOrderId) : null;
  return presentCheckoutSession(row, order);
};

/** Sign events as Stripe would and deliver them to the one webhook handler. */
const deliver = async (deps: PaymentsDeps, events: ReturnType<typeof paidEvents>): Promise<void> => {
  for (const event of events) {
    const payload = JSON.stringify(event);
    await handleSignedDelivery(deps, payload, signWebhookPayload(payload, deps.webhookSecret));
  }
};

const withParam = (url: string, key: string, value: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;

/** The buyer's open test session; an expired one is closed now (as the job would) and refused. */
const payableTestSession = async (deps: PaymentsDeps, actor: Actor, id: string): Promise<CheckoutRow> => {
  const row = await loadSession(deps, actor, id);
  if (row.provider !== 'test') throw new AppError('checkout_session_not_found');
  ensure(paymentsPolicy.payCheckout(actor, row) && paymentsPolicy.actForSelf(actor), 'checkout_forbidden');
  if (row.status !== 'open') throw new AppError('checkout_session_closed');
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    await deliver(deps, expiredEvents(row, new Date()));
    throw new AppError('checkout_session_closed');
  }
  return row;
};

/** POST /api/checkout/test/:id/complete: 'Betaling voltooien' (or a simulated failed payment). */
export const completeTestCheckout = async (
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  outcome: 'paid' | 'failed',
): Promise<{ redirectUrl: string }> => {
  const row = await payableTestSession(deps, actor, id);
  const now = new Date();
  if (outcome === 'failed') {
    await deliver(deps, failedEvents(row, now));
    return { redirectUrl: withParam(row.cancelUrl, 'checkout', 'failed') };
  }
  const customerId = row.userId ? await customerOf(deps.ctx.db, row.userId) : null;
  await deliver(deps, paidEvents(row, customerId, now));
  return { redirectUrl: row.successUrl };
};

/** POST /api/checkout/test/:id/cancel: 'Annuleren' ends the session at once and frees what it held. */
export const cancelTestCheckout = async (
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
): Promise<{ redirectUrl: string }> => {
  const row = await payableTestSession(deps, actor, id);
  await deliver(deps, canceledEvents(row, new Date()));
  return { redirectUrl: withParam(row.cancelUrl, 'checkout', 'canceled') };
};

export type TicketCheckoutInput = {
  userId: string;
  email: string;
  ticketOrderId: string;
  description: string;
  lines: { description: string; quantity: number; unitAmount: number }[];
  amount: number;
  vatAmount: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/**
 * Start a one-off payment for a ticket order, inside the tickets transaction that created the order: if
 * the provider refuses, the order rolls back with it (502 checkout_failed).
 */
export const startTicketCheckout = async (
  ctx: AppContext,
  tx: Db,
  input: TicketCheckoutInput,
): Promise<{ sessionId: string; url: string }> => {
  const provider = paymentProviderFor(ctx.config);
  const row = await insertCheckoutSession(tx, {
    userId: input.userId,
    email: input.email,
    kind: 'ticket_order',
    ticketOrderId: input.ticketOrderId,
    description: input.description,
    amount: input.amount,
    vatAmount: input.vatAmount,
    provider: provider.kind,
    expiresAt: input.expiresAt,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  });
  return createAtProvider(ctx, tx, provider, row, {
    mode: 'payment',
    customerId: null,
    lines: input.lines,
  });
};
