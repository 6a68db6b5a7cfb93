import type { AppContext } from '../../http/context';
import type { MailResult } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';
import { renderInvoicePdf } from './invoicePdf';
import {
  claimInvoiceMail,
  releaseInvoiceMail,
  selectInvoice,
  selectInvoiceRecipient,
  selectUnmailedInvoiceIds,
} from './queriesInvoices';

type InvoiceMailCtx = Pick<AppContext, 'db' | 'config' | 'mail'>;

const eur = (amount: number): string =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount);

/**
 * Mail an issued invoice with its PDF attached (after the paying transaction committed). Returns null when
 * the invoice or its account is gone. The mail adapter never throws for a delivery failure.
 */
export const sendInvoiceMail = async (ctx: InvoiceMailCtx, invoiceId: string): Promise<MailResult | null> => {
  const invoice = await selectInvoice(ctx.db, invoiceId);
  if (!invoice) return null;
  const account = await selectInvoiceRecipient(ctx.db, invoice.userId);
  const to = invoice.buyer?.email ?? account?.email;
  if (!to) return null;
  const name = greetingName(invoice.buyer?.name ?? account?.name ?? '');
  const total = eur(Math.round((invoice.amountExclVat + invoice.vatAmount) * 100) / 100);
  const subject = `Je factuur ${invoice.number} van Kring`;
  const what = invoice.description ?? 'je bestelling';
  const link = `${ctx.config.publicUrl}/dashboard/betalingen`;
  const reverse = invoice.vatRule === 'eu_reverse_charge';
  const note = reverse ? 'De btw is verlegd naar jouw organisatie (BTW verlegd).' : null;
  const text = [
    `Hoi ${name},`,
    '',
    `Bedankt voor je betaling. In de bijlage vind je factuur ${invoice.number} voor ${what}.`,
    `Totaal: ${total} (betaald).`,
    ...(note ? [note] : []),
    '',
    'Al je facturen staan ook in je dashboard:',
    link,
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi ${escapeHtml(name)},</p>
<p>Bedankt voor je betaling. In de bijlage vind je factuur <strong>${escapeHtml(invoice.number)}</strong> voor ${escapeHtml(what)}.</p>
<p>Totaal: <strong>${escapeHtml(total)}</strong> (betaald).${note ? `<br>${escapeHtml(note)}` : ''}</p>
${mailButton(link, 'Naar je betalingen')}
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return ctx.mail.send({
    to,
    subject,
    text,
    html,
    kind: 'invoice',
    attachments: [
      {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        content: await renderInvoicePdf(invoice),
      },
    ],
  });
};

/**
 * Mail an invoice exactly once: claim it (`mailed_at` from null to now, so a second caller — another instance,
 * the job — gets nothing), then send; a failure hands the claim back for the job's next run. The paying
 * webhook starts this behind its answer; the invoice-mails job picks up what a crash left behind.
 */
export const mailInvoice = async (ctx: InvoiceMailCtx, invoiceId: string): Promise<MailResult | null> => {
  if (!(await claimInvoiceMail(ctx.db, invoiceId))) return null;
  try {
    return await sendInvoiceMail(ctx, invoiceId);
  } catch (err) {
    await releaseInvoiceMail(ctx.db, invoiceId);
    throw err;
  }
};

/** Invoices issued more than `graceMs` ago and still not mailed (the job's safety net); at most `limit`. */
export const unmailedInvoiceIds = (db: AppContext['db'], before: Date, limit: number) =>
  selectUnmailedInvoiceIds(db, before, limit);
