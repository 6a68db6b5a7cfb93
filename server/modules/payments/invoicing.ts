import { INTERVAL_MONTHS } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import { issueInvoiceForCheckout, sendInvoiceMail } from './invoices';
import { type CheckoutRow, selectPlanNames } from './queries';
import { type AfterCommit, type PaymentsDeps, recordOf } from './types';

/** Lines of a session for its invoice: the plan for one period, or the description of a ticket order. */
const invoiceLines = async (tx: Db, row: CheckoutRow) => {
  if (row.kind !== 'subscription' || !row.planId) return undefined;
  const name = (await selectPlanNames(tx, [row.planId])).get(row.planId)?.name ?? row.planId;
  const months = row.interval ? INTERVAL_MONTHS[row.interval] : 12;
  return [
    { description: row.description ?? `${name} (${months} maanden)`, quantity: 1, unitAmount: row.amount },
  ];
};

/** Issue the invoice for a paid session in this transaction and mail it after commit. */
export const invoicePaidSession = async (
  deps: PaymentsDeps,
  tx: Db,
  row: CheckoutRow,
  subscriptionId: string | null,
  now: Date,
  after: AfterCommit[],
): Promise<void> => {
  if (row.amount <= 0) return;
  const lines = await invoiceLines(tx, row);
  const invoice = await issueInvoiceForCheckout(tx, recordOf(row), {
    subscriptionId,
    ...(lines ? { lines } : {}),
    now,
  });
  if (invoice) after.push(() => sendInvoiceMail(deps.ctx, invoice.id));
};
