import { invoiceNumber, vatRateOf, vatRuleFor, withVat } from '../../../core/domain/payments';
import { type Config, DEFAULT_SELLER } from '../../config';
import type { Db } from '../../db/client';
import {
  type InvoiceLine,
  insertInvoice,
  nextInvoiceSeq,
  selectBuyerFacts,
  selectInvoiceOfTicketOrder,
  selectUserIdByEmail,
} from './queriesInvoices';

/** The paid checkout an invoice is issued for (a row of checkout_sessions, as the webhook has it). */
export type PaidCheckout = {
  id: string;
  kind: 'subscription' | 'ticket_order';
  userId: string | null;
  email: string | null;
  ticketOrderId: string | null;
  /** Excl. VAT. */
  amount: number;
  vatAmount: number;
  description: string | null;
};

export type IssueInvoiceOptions = {
  subscriptionId?: string | null;
  lines?: InvoiceLine[];
  now?: Date;
  /** Seller snapshot; the config's seller when left out (the webhook passes ctx.config.seller). */
  seller?: Config['seller'];
};

/** The calendar year in Amsterdam: an invoice paid on 31 December 23:30 UTC belongs to the next year. */
export const amsterdamYear = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(at));

/** Keep only filled strings: the snapshot is a Record<string, string>. */
const compact = (values: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );

/**
 * Issue the invoice of a paid checkout inside the paying transaction `tx` (spec §3 invoices; decision in
 * docs/PRODUCT.md "Invoices"): the next gapless number of the Amsterdam calendar year, seller and buyer
 * snapshots, the VAT rule of the buyer (reverse charge → 0 % and 'BTW verlegd'), lines, status paid.
 * A rollback of `tx` returns the number. Nothing is issued for a free checkout (null). A ticket order is
 * invoiced once, even when its payment is reported twice.
 */
export const issueInvoiceForCheckout = async (
  tx: Db,
  session: PaidCheckout,
  opts: IssueInvoiceOptions = {},
): Promise<{ id: string; number: string } | null> => {
  if (session.amount <= 0) return null;
  if (session.ticketOrderId) {
    const existing = await selectInvoiceOfTicketOrder(tx, session.ticketOrderId);
    if (existing) return existing;
  }
  const userId = session.userId ?? (session.email ? await selectUserIdByEmail(tx, session.email) : null);
  if (!userId) throw new Error(`checkout ${session.id} has no account to invoice`);
  const facts = await selectBuyerFacts(tx, userId);
  if (!facts) throw new Error(`checkout ${session.id}: account ${userId} not found`);
  const details = facts.details;
  const country = details?.country ?? 'NL';
  const vatRule = vatRuleFor({ country, vatNumber: details?.vatNumber ?? null });
  const { vat } = withVat(session.amount, vatRule);
  const now = opts.now ?? new Date();
  const year = amsterdamYear(now);
  const seq = await nextInvoiceSeq(tx, year);
  const seller = opts.seller ?? DEFAULT_SELLER;
  const description = session.description ?? 'Kring';
  return insertInvoice(tx, {
    userId,
    subscriptionId: opts.subscriptionId ?? null,
    ticketOrderId: session.ticketOrderId,
    number: invoiceNumber(year, seq),
    year,
    seq,
    description,
    seller: compact({ ...seller }),
    buyer: compact({
      name: details?.name ?? facts.name,
      company: details?.company,
      street: details?.street,
      postalCode: details?.postalCode,
      city: details?.city,
      country,
      vatNumber: details?.vatNumber,
      email: session.email ?? facts.email,
    }),
    lines: opts.lines ?? [{ description, quantity: 1, unitAmount: session.amount }],
    vatRule,
    vatRate: vatRateOf(vatRule),
    amountExclVat: session.amount,
    vatAmount: vat,
    status: 'paid',
    issuedAt: now,
    paidAt: now,
  });
};
