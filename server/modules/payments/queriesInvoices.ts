import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingDetails, invoiceCounters, invoices, users } from '../../db/schema';

/** All invoice and billing-details SQL (invoices.ts and billing.ts use these). */

export type InvoiceRow = typeof invoices.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;
export type InvoiceLine = { description: string; quantity: number; unitAmount: number };

/**
 * The next number of `year`, in the caller's transaction: the upsert takes the counter's row lock, so a
 * parallel issuer waits until this transaction ends, and a rollback gives the number back (no gaps).
 */
export const nextInvoiceSeq = async (tx: Db, year: number): Promise<number> => {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSeq: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` },
    })
    .returning({ seq: invoiceCounters.lastSeq });
  if (!row) throw new Error(`invoice counter for ${year} not updated`);
  return row.seq;
};

/** Who pays: the saved billing details, and the account's name and e-mail as the fallback. */
export const selectBuyerFacts = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ name: users.name, email: users.email, details: billingDetails })
    .from(users)
    .leftJoin(billingDetails, eq(billingDetails.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
};

export const selectUserIdByEmail = async (db: Db, email: string): Promise<string | null> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
};

/** An invoice already issued for a ticket order (the webhook may be replayed by the provider). */
export const selectInvoiceOfTicketOrder = async (db: Db, ticketOrderId: string) => {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.ticketOrderId, ticketOrderId))
    .limit(1);
  return row ?? null;
};

export const insertInvoice = async (tx: Db, values: typeof invoices.$inferInsert) => {
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice not inserted');
  return row;
};

export const selectInvoice = async (db: Db, id: string): Promise<InvoiceRow | null> => {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
};

/** The e-mail an invoice goes to: the buyer snapshot's address, else the account's. */
export const selectInvoiceRecipient = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};

/** A member's invoices, newest first (index invoices_user_idx). */
export const selectInvoicesPage = async (db: Db, userId: string, limit: number, offset: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.seq))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.userId, userId))),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const selectBillingDetails = async (db: Db, userId: string): Promise<BillingDetailsRow | null> => {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row ?? null;
};

export const upsertBillingDetails = async (
  db: Db,
  userId: string,
  values: Omit<typeof billingDetails.$inferInsert, 'userId' | 'updatedAt'>,
  now: Date,
): Promise<BillingDetailsRow> => {
  const [row] = await db
    .insert(billingDetails)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('billing details not saved');
  return row;
};

/** Claim an invoice's mail: true when this caller moved mailed_at from null (nobody else will send it). */
export const claimInvoiceMail = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db
    .update(invoices)
    .set({ mailedAt: new Date() })
    .where(and(eq(invoices.id, id), isNull(invoices.mailedAt)))
    .returning({ id: invoices.id });
  return rows.length > 0;
};

/** Give a claim back after a failed send, so the invoice-mails job tries again. */
export const releaseInvoiceMail = async (db: Db, id: string): Promise<void> => {
  await db.update(invoices).set({ mailedAt: null }).where(eq(invoices.id, id));
};

/** Unmailed invoices issued before `before`, oldest first (invoices_unmailed_idx). */
export const selectUnmailedInvoiceIds = async (db: Db, before: Date, limit: number): Promise<string[]> => {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(isNull(invoices.mailedAt), lt(invoices.issuedAt, before)))
    .orderBy(asc(invoices.issuedAt))
    .limit(limit);
  return rows.map((r) => r.id);
};
