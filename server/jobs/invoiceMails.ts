import type { AppContext } from '../http/context';
import { mailInvoice, unmailedInvoiceIds } from '../modules/payments';
import type { JobDefinition } from './runner';

/** Invoices younger than this are left to the webhook that issued them (it mails them right behind its answer). */
const GRACE_MS = 2 * 60_000;
const BATCH = 25;

/**
 * invoice-mails: the durable path of invoice mails. The paying webhook mails its invoice behind its answer; if
 * the process stopped before that (or the mail failed and released its claim), the invoice still has no
 * mailed_at and this job sends it. Each mail is claimed once (mailInvoice), so a race with a late webhook or
 * another instance sends nothing twice.
 */
export const invoiceMailsJob = (ctx: Pick<AppContext, 'db' | 'config' | 'mail'>): JobDefinition => ({
  name: 'invoice-mails',
  intervalMs: 5 * 60_000,
  run: async (tx, now, afterCommit) => {
    const ids = await unmailedInvoiceIds(tx, new Date(now.getTime() - GRACE_MS), BATCH);
    if (ids.length > 0)
      afterCommit(async () => {
        for (const id of ids) await mailInvoice(ctx, id);
      });
    return ids.length;
  },
});
