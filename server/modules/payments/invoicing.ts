import { INTERVAL_MONTHS } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import { mailInvoice } from './invoiceMail';
import { issueInvoiceForCheckout } from './invoices';
import { noticePaymentReceived } from './notices';
import { PLAN_CATALOG } from '../../../core/domain/planCatalog';
import type { CheckoutRow } from './queries';
import { type AfterCommit, type PaymentsDeps, recordOf } from './types';

/** Lines of a session for its invoice: the plan for one period, or the description of a ticket order. */
const invoiceLines = (row: CheckoutRow) => {
  if (row.kind !== 'subscription' || !row.planId) return undefined;
  const name = PLAN_CATALOG.find((p) => p.id === row.planId)?.name ?? row.planId;
  const months = row.interval ? INTERVAL_MONTHS[row.interval] : 12;
  return [
    { description: row.description ?? `${name} (${months} maanden)`, quantity: 1, unitAmount: row.amount },
  ];
};

/**
 * Issue the invoice for a paid session in this transaction and mail it after commit (claimed once); a subscription payment
 * also shows in the bell (a ticket order does as 'ticket_purchased').
 */
export const invoicePaidSession = async (
  deps: PaymentsDeps,
  tx: Db,
  row: CheckoutRow,
  subscriptionId: string | null,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  if (row.amount <= 0) return;
  if (row.kind === 'subscription') await noticePaymentReceived(tx, row);
  const lines = invoiceLines(row);
  const invoice = await issueInvoiceForCheckout(tx, recordOf(row), {
    subscriptionId,
    ...(lines ? { lines } : {}),
    now,
    seller: deps.ctx.config.seller,
  });
  if (invoice) {
    after.push(async () => {
      await mailInvoice(deps.ctx, invoice.id);
    });
  }
};
