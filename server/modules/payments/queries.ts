import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BillingDetails } from '../../../core/schemas/payments';
import type { BillingInterval } from '../../../core/domain/plans';
import type { Db } from '../../db/client';
import {
  billingDetails,
  checkoutSessions,
  planPrices,
  plans,
  ticketOrders,
  users,
  webhookEvents,
} from '../../db/schema';

/** Checkout sessions, plans, billing details and webhook deliveries: all SQL of the checkout core. */

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type CheckoutStatus = CheckoutRow['status'];

export type PlanOffer = {
  id: string;
  name: string;
  kind: 'single' | 'combo';
  isPremium: boolean;
  amount: number;
  priceId: string;
};

/** An active plan or combo with its price for one interval, or null. */
export const selectPlanOffer = async (
  db: Db,
  planId: string,
  interval: BillingInterval,
): Promise<PlanOffer | null> => {
  const [row] = await db
    .select({
      id: plans.id,
      name: plans.name,
      kind: plans.kind,
      isPremium: plans.isPremium,
      amount: planPrices.amount,
      priceId: planPrices.priceId,
    })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.interval, interval)))
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
    .limit(1);
  return row ?? null;
};

/** Plan names for presenting subscriptions and sessions. */
export const selectPlanNames = async (db: Db, ids: string[]): Promise<Map<string, PlanMeta>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: plans.id, name: plans.name, kind: plans.kind, isPremium: plans.isPremium })
    .from(plans)
    .where(inArray(plans.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
};
export type PlanMeta = { id: string; name: string; kind: 'single' | 'combo'; isPremium: boolean };

export const selectUserEmail = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
};

export const selectBillingDetails = async (db: Db, userId: string) => {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  return row ?? null;
};

/** Checkout's customerInfo becomes the member's billing details (the invoices module reads and edits them). */
export const upsertBillingDetails = async (db: Db, userId: string, info: BillingDetails): Promise<void> => {
  const values = {
    name: info.name,
    company: info.company ?? null,
    street: info.street ?? null,
    postalCode: info.postalCode ?? null,
    city: info.city ?? null,
    country: info.country,
    vatNumber: info.vatNumber ?? null,
  };
  await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: new Date() } });
};

export const insertCheckoutSession = async (
  db: Db,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutRow> => {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session not inserted');
  return row;
};

export const updateCheckoutProvider = async (
  db: Db,
  id: string,
  values: { url: string; providerSessionId: string | null },
): Promise<void> => {
  await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
};

export const markCheckoutFailedToStart = async (db: Db, id: string, reason: string): Promise<void> => {
  await db
    .update(checkoutSessions)
    .set({ status: 'failed', failureReason: reason.slice(0, 500) })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
};

export const selectCheckoutSession = async (db: Db, id: string): Promise<CheckoutRow | null> => {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row ?? null;
};

/** Quantity and price per seat of a ticket session's order, for the test checkout's lines. */
export const selectTicketOrderLine = async (db: Db, orderId: string) => {
  const [row] = await db
    .select({
      quantity: ticketOrders.quantity,
      unitPrice: ticketOrders.unitPrice,
      // The line names one seat ("Entree – Ademwerkavond"); the session's description already counts them.
      name: sql<string>`(select t.name || ' – ' || e.title from event_tickets t join events e on e.id = t.event_id
        where t.id = ${ticketOrders.ticketId})`,
    })
    .from(ticketOrders)
    .where(eq(ticketOrders.id, orderId))
    .limit(1);
  return row ?? null;
};

/**
 * Move a session from one of `from` to `to`, once: the conditional UPDATE … RETURNING makes a second
 * delivery, a second instance of the expiry job or a late click a no-op (null).
 */
export const transitionCheckout = async (
  db: Db,
  id: string,
  from: CheckoutStatus[],
  to: CheckoutStatus,
  extra: { failureReason?: string; now: Date },
): Promise<CheckoutRow | null> => {
  const [row] = await db
    .update(checkoutSessions)
    .set({
      status: to,
      ...(to === 'completed' ? { completedAt: extra.now } : {}),
      ...(extra.failureReason ? { failureReason: extra.failureReason } : {}),
    })
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, from)))
    .returning();
  return row ?? null;
};

/** Open sessions past their expiry, oldest first (the expiry job takes a batch per run). */
export const selectExpiredOpenSessions = async (db: Db, now: Date, limit: number): Promise<string[]> => {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, 'open'), lt(checkoutSessions.expiresAt, now)))
    .orderBy(checkoutSessions.expiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
};

/** Record a delivery; false when this (provider, event id) was seen before: the caller does nothing then. */
export const insertWebhookEvent = async (
  db: Db,
  values: {
    provider: string;
    providerEventId: string;
    type: string;
    payload: Record<string, unknown>;
    /** Processing happens in the same transaction: the row only survives if it succeeded. */
    processedAt: Date;
  },
): Promise<boolean> => {
  const rows = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.providerEventId] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
};

/** How many deliveries of a type were recorded (tests and the bench read it). */
export const countWebhookEvents = async (db: Db, type?: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEvents)
    .where(type ? eq(webhookEvents.type, type) : undefined);
  return row?.n ?? 0;
};
