import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetails, emailOutbox, invoiceCounters, invoices, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { OutboxMailSender } from '../../integrations/mail';
import { type TestApp, createTestApp } from '../../test/app';
import { insertUser } from '../../test/fixtures';
import { callAs, errorOf, signInAs } from '../../test/http';
import { invoiceMailsJob } from '../../jobs/invoiceMails';
import { runJobOnce } from '../../jobs';
import { mailInvoice, sendInvoiceMail } from './invoiceMail';
import { type PaidCheckout, issueInvoiceForCheckout } from './invoices';

/**
 * Invoices straight through issueInvoiceForCheckout (as the webhook calls it) into the real database: gapless
 * numbers per Amsterdam year across rollbacks, years and parallel payers; the VAT rules; the PDF and who may
 * download it; the mail with the PDF attached.
 */
let t: TestApp;

const checkout = (userId: string, amount = 115, extra: Partial<PaidCheckout> = {}): PaidCheckout => ({
  id: randomUUID(),
  kind: 'subscription',
  userId,
  email: null,
  ticketOrderId: null,
  amount,
  vatAmount: 0,
  description: 'Kring Organisatie Premium – 1 jaar',
  ...extra,
});

const issue = (userId: string, now: Date, extra: Partial<PaidCheckout> = {}) =>
  t.db.transaction((tx) => issueInvoiceForCheckout(tx, checkout(userId, 115, extra), { now }));

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('invoice numbers', () => {
  it('continue after the seed without a gap or clash', async () => {
    const user = await insertUser(t.db);
    const now = new Date();
    const year = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(now),
    );
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    const issued = await issue(user.id, now);
    const expected = (counter?.lastSeq ?? 0) + 1;
    expect(issued?.number).toBe(`KR-${year}-${String(expected).padStart(6, '0')}`);
  });

  it('give a rolled-back number back: no gap', async () => {
    const user = await insertUser(t.db);
    const at = new Date('2031-06-01T10:00:00Z');
    expect((await issue(user.id, at))?.number).toBe('KR-2031-000001');
    await expect(
      t.db.transaction(async (tx) => {
        const doomed = await issueInvoiceForCheckout(tx, checkout(user.id), { now: at });
        expect(doomed?.number).toBe('KR-2031-000002');
        throw new Error('payment processing failed after numbering');
      }),
    ).rejects.toThrow('payment processing failed');
    expect((await issue(user.id, at))?.number).toBe('KR-2031-000002');
  });

  it('start again at 1 in a new Amsterdam calendar year', async () => {
    const user = await insertUser(t.db);
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect((await issue(user.id, new Date('2031-12-31T23:30:00Z')))?.number).toBe('KR-2032-000001');
    expect((await issue(user.id, new Date('2031-12-31T22:30:00Z')))?.number).toBe('KR-2031-000003');
    expect((await issue(user.id, new Date('2032-03-01T12:00:00Z')))?.number).toBe('KR-2032-000002');
  });

  it('stay unique and gapless when 20 payments are invoiced at once', async () => {
    const user = await insertUser(t.db);
    const at = new Date('2033-05-05T12:00:00Z');
    const issued = await Promise.all(Array.from({ length: 20 }, () => issue(user.id, at)));
    const seqs = (await t.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.year, 2033)))
      .map((r) => r.seq)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i?.number)).size).toBe(20);
  });

  it('issue nothing for a free checkout, and one invoice per ticket order', async () => {
    const user = await insertUser(t.db);
    expect(await t.db.transaction((tx) => issueInvoiceForCheckout(tx, checkout(user.id, 0)))).toBeNull();
    const ticketOrderId = randomUUID();
    const first = await issue(user.id, new Date(), { kind: 'ticket_order', ticketOrderId });
    const again = await issue(user.id, new Date(), { kind: 'ticket_order', ticketOrderId });
    expect(again).toEqual(first);
  });
});

describe('VAT', () => {
  const withDetails = async (details: { country: string; vatNumber?: string; company?: string }) => {
    const user = await insertUser(t.db, { name: 'Anna de Vries' });
    await t.db.insert(billingDetails).values({ userId: user.id, name: 'Anna de Vries', ...details });
    const issued = await issue(user.id, new Date());
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, issued!.id));
    return row!;
  };

  it('charges 21 % to a Dutch consumer', async () => {
    const row = await withDetails({ country: 'NL' });
    expect([row.vatRule, row.vatRate, row.amountExclVat, row.vatAmount]).toEqual([
      'nl_standard',
      21,
      115,
      24.15,
    ]);
  });

  it('charges 21 % to a Dutch business with a VAT number too', async () => {
    const row = await withDetails({ country: 'NL', vatNumber: 'NL123456789B01', company: 'Adem BV' });
    expect([row.vatRule, row.vatAmount]).toEqual(['nl_standard', 24.15]);
  });

  it('reverses the charge for a Belgian business with a VAT number', async () => {
    const row = await withDetails({ country: 'BE', vatNumber: 'BE0123456789', company: 'Adem BV' });
    expect([row.vatRule, row.vatRate, row.vatAmount]).toEqual(['eu_reverse_charge', 0, 0]);
    expect(row.buyer).toMatchObject({ company: 'Adem BV', vatNumber: 'BE0123456789', country: 'BE' });
  });

  it('charges 21 % to a Belgian consumer', async () => {
    const row = await withDetails({ country: 'BE' });
    expect([row.vatRule, row.vatRate, row.vatAmount]).toEqual(['nl_standard', 21, 24.15]);
  });

  it('snapshots the seller and, without billing details, the account as buyer', async () => {
    const user = await insertUser(t.db, { name: 'Bram Jansen' });
    const issued = await issue(user.id, new Date());
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, issued!.id));
    expect(row?.seller).toMatchObject({ name: 'Kring B.V.', kvk: '81234567', vatNumber: 'NL862345678B01' });
    expect(row?.buyer).toEqual({ name: 'Bram Jansen', email: user.email, country: 'NL' });
    expect(row?.lines).toEqual([
      { description: 'Kring Organisatie Premium – 1 jaar', quantity: 1, unitAmount: 115 },
    ]);
    expect([row?.status, row?.paidAt?.getTime()]).toEqual(['paid', row?.issuedAt.getTime()]);
  });
});

describe('invoice PDF', () => {
  let invoiceId: string;
  let number: string;

  beforeAll(async () => {
    const owner = await idOf('organisatie@demo.kring.test');
    const issued = await issue(owner, new Date('2034-02-03T10:00:00Z'));
    invoiceId = issued!.id;
    number = issued!.number;
  });

  it('is an A4 PDF with the number, for its owner, as an attachment named after the number', async () => {
    const owner = await signInAs(t, 'organisatie@demo.kring.test');
    const res = await callAs(t, owner, 'GET', `/api/invoices/${invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(number);
    const again = await callAs(t, owner, 'GET', `/api/invoices/${invoiceId}/pdf`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('is open to an admin, and does not exist for anyone else', async () => {
    const admin = await signInAs(t, 'admin@demo.kring.test');
    expect((await callAs(t, admin, 'GET', `/api/invoices/${invoiceId}/pdf`)).statusCode).toBe(200);
    const other = await signInAs(t, 'deelnemer@demo.kring.test');
    const refused = await callAs(t, other, 'GET', `/api/invoices/${invoiceId}/pdf`);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'invoice_not_found']);
    const missing = await callAs(t, other, 'GET', `/api/invoices/${randomUUID()}/pdf`);
    expect(missing.statusCode).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/invoices/${invoiceId}/pdf`)).statusCode).toBe(401);
    expect((await callAs(t, other, 'GET', '/api/invoices/not-a-uuid/pdf')).statusCode).toBe(400);
  });

  it('goes out by mail in Dutch with the PDF attached', async () => {
    const ctx = {
      config: t.config,
      db: t.db,
      mail: new OutboxMailSender(t.db, { from: t.config.mailFrom, logger: t.app.log, printToConsole: false }),
    } as unknown as AppContext;
    const sent = await sendInvoiceMail(ctx, invoiceId);
    expect(sent?.status).toBe('sent');
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, sent!.id), eq(emailOutbox.kind, 'invoice')));
    expect(mail?.subject).toBe(`Je factuur ${number} van Kring`);
    expect(mail?.text).toContain('Bedankt voor je betaling');
    const [pdf] = mail?.attachments ?? [];
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(
      Buffer.from(pdf?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('is mailed exactly once: the webhook claims it, and the invoice-mails job sends what was left unmailed', async () => {
    const ctx = {
      config: t.config,
      db: t.db,
      mail: new OutboxMailSender(t.db, { from: t.config.mailFrom, logger: t.app.log, printToConsole: false }),
    };
    const user = await insertUser(t.db, { email: `mailonce-${randomUUID()}@example.nl` });
    const issued = await issue(user.id, new Date(Date.now() - 10 * 60_000));
    const id = issued!.id;
    const mailsOf = async () =>
      (
        await t.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'invoice')))
      ).length;

    // Left unmailed (as if the process stopped right after the payment committed): the job sends it, once.
    // (The other invoices of this file were issued straight through the query, so they count as mailed here.)
    await t.db
      .update(invoices)
      .set({ mailedAt: new Date() })
      .where(and(ne(invoices.id, id), isNull(invoices.mailedAt)));
    const job = invoiceMailsJob(ctx);
    expect((await runJobOnce(t.db, job)).affected).toBe(1);
    expect(await mailsOf()).toBe(1);
    expect((await runJobOnce(t.db, job)).affected).toBe(0);
    // A late second attempt (the webhook's own) finds it claimed and sends nothing.
    expect(await mailInvoice(ctx, id)).toBeNull();
    expect(await mailsOf()).toBe(1);
    const [row] = await t.db
      .select({ mailedAt: invoices.mailedAt })
      .from(invoices)
      .where(eq(invoices.id, id));
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });
});
