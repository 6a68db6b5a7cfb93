import { AppError } from '../../../core/errors';
import type { BillingDetails, InvoicePage } from '../../../core/schemas/payments';
import type { z } from 'zod';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { presentBillingDetails, presentInvoice } from './billingPresenter';
import { renderInvoicePdf } from './invoicePdf';
import {
  selectBillingDetails,
  selectInvoice,
  selectInvoicesPage,
  upsertBillingDetails,
} from './queriesInvoices';
import { billingPolicy } from './policyBilling';

/** Use cases of a member's billing: details for the next invoices, the invoice list and one PDF. */

export const INVOICE_PAGE_SIZE = 10;

export const getBillingDetails = async (ctx: AppContext, actor: Actor): Promise<BillingDetails | null> => {
  ensure(billingPolicy.useOwnBilling(actor), 'unauthenticated');
  const row = await selectBillingDetails(ctx.db, actor.userId);
  return row ? presentBillingDetails(row) : null;
};

/** Saved for the next invoices; issued invoices keep the snapshot they were made with. */
export const saveBillingDetails = async (
  ctx: AppContext,
  actor: Actor,
  body: BillingDetails,
): Promise<BillingDetails> => {
  ensure(billingPolicy.useOwnBilling(actor), 'unauthenticated');
  const blank = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);
  const row = await upsertBillingDetails(
    ctx.db,
    actor.userId,
    {
      name: body.name,
      company: blank(body.company),
      street: blank(body.street),
      postalCode: blank(body.postalCode),
      city: blank(body.city),
      country: body.country,
      vatNumber: blank(body.vatNumber)?.replace(/[\s.]/g, '').toUpperCase() ?? null,
    },
    new Date(),
  );
  return presentBillingDetails(row);
};

/** The member's own invoices, newest first (spec §7 get-invoices). */
export const listMyInvoices = async (
  ctx: AppContext,
  actor: Actor,
  page: number,
): Promise<z.infer<typeof InvoicePage>> => {
  ensure(billingPolicy.useOwnBilling(actor), 'unauthenticated');
  const { rows, total } = await selectInvoicesPage(
    ctx.db,
    actor.userId,
    INVOICE_PAGE_SIZE,
    (page - 1) * INVOICE_PAGE_SIZE,
  );
  return { items: rows.map(presentInvoice), total, page, pageSize: INVOICE_PAGE_SIZE };
};

/** One invoice as PDF, for its owner or an admin; to anyone else it does not exist. */
export const invoicePdf = async (
  ctx: AppContext,
  actor: Actor,
  invoiceId: string,
): Promise<{ filename: string; pdf: Buffer }> => {
  const invoice = await selectInvoice(ctx.db, invoiceId);
  if (!invoice) throw new AppError('invoice_not_found');
  ensure(billingPolicy.readInvoice(actor, invoice), 'invoice_not_found');
  return { filename: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice) };
};
