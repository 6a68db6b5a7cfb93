import type { AppContext } from '../../http/context';
import type { Db } from '../../db/client';

/**
 * Placeholder until the invoices helper's invoices.ts lands (wt/invoices replaces this file): the payments
 * webhook calls these two with the signatures agreed in the issue-14 briefs.
 */
export const issueInvoiceForCheckout = async (
  _tx: Db,
  _session: {
    id: string;
    kind: 'subscription' | 'ticket_order';
    userId: string | null;
    email: string | null;
    ticketOrderId: string | null;
    amount: number;
    vatAmount: number;
    description: string | null;
  },
  _opts?: {
    subscriptionId?: string | null;
    lines?: { description: string; quantity: number; unitAmount: number }[];
    now?: Date;
  },
): Promise<{ id: string; number: string } | null> => Promise.resolve(null);

export const sendInvoiceMail = async (_ctx: AppContext, _invoiceId: string): Promise<void> =>
  Promise.resolve();
