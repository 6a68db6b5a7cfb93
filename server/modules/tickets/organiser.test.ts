import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTickets } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, latestMail, signInAs } from '../../test/http';
import { createTicketEvent } from '../../test/tickets';
import { completeTicketOrder } from './index';

/**
 * The organiser's side: sales figures, the order list with search, the attendee CSV for Dutch Excel, the door
 * check-in with every result, cancelling a paid order (refunded), and who may do any of it.
 */
let t: TestApp;
let org: string;
let buyer: string;
let other: string;
let admin: string;
let eventId: string;
let ticketIds: string[];
let orderIds: string[];

const order = (cookie: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, { quantity: 1, ...body });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 4 } });
  [org, buyer, other, admin] = await Promise.all([
    signInAs(t, 'organisatie-premium@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, 'multi@demo.kring.test'),
    signInAs(t, ADMIN_EMAIL),
  ]);
  ({ eventId, ticketIds } = await createTicketEvent(t, org, [
    { name: 'Gratis', price: 0, quantity: 20 },
    { name: 'Steun', price: 10, quantity: 20 },
  ]));
  const a = await order(buyer, {
    ticketId: ticketIds[0],
    quantity: 2,
    buyerName: 'Anna de Vries',
    buyerEmail: 'anna@example.nl',
  });
  const b = await order(other, {
    ticketId: ticketIds[0],
    buyerName: '=Bram; "B" Jansen',
    buyerEmail: 'bram@example.nl',
  });
  const p = await order(other, {
    ticketId: ticketIds[1],
    quantity: 3,
    buyerName: 'Bram Jansen',
    buyerEmail: 'bram@example.nl',
  });
  orderIds = [a.json().orderId, b.json().orderId, p.json().orderId];
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const codesOf = async (orderId: string) =>
  (await t.db.select().from(issuedTickets).where(eq(issuedTickets.orderId, orderId))).map((r) => r.code);

describe('sales and orders', () => {
  it('shows per ticket sold, held, waiting and revenue excl. VAT', async () => {
    const res = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-sales`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tickets[0]).toMatchObject({ name: 'Gratis', sold: 3, held: 0, waiting: 0, revenue: 0 });
    expect(body.tickets[1]).toMatchObject({ name: 'Steun', sold: 0, held: 3, revenue: 0 });
    expect(body).toMatchObject({ orders: 2, attendees: 3, checkedIn: 0, revenue: 0, currency: 'EUR' });
  });

  it('pages orders, newest first, searchable on buyer name or e-mail', async () => {
    const all = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-orders?page=1`);
    expect(all.json()).toMatchObject({ total: 3, page: 1 });
    expect(all.json().items[0].id).toBe(orderIds[2]);
    const anna = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-orders?q=ANNA`);
    expect(anna.json().items.map((i: { id: string }) => i.id)).toEqual([orderIds[0]]);
    const pct = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-orders?q=%25`);
    expect(pct.json().total).toBe(0);
  });

  it('exports attendees as a ;-separated UTF-8 CSV with BOM and a Dutch header', async () => {
    const res = await callAs(t, org, 'GET', `/api/events/${eventId}/attendees.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="deelnemers-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Naam;E-mail;Ticket;Code;Status;Ingecheckt');
    expect(lines).toHaveLength(4);
    const [annaCode] = await codesOf(orderIds[0]!);
    expect(lines).toContain(`Anna de Vries;anna@example.nl;Gratis;${annaCode};Geldig;`);
    expect(lines.some((l) => l.startsWith(`"'=Bram; ""B"" Jansen";bram@example.nl;Gratis;`))).toBe(true);
  });
});

describe('check-in at the door', () => {
  it('checks in once, then already; cancelled and foreign codes are refused', async () => {
    const [code] = await codesOf(orderIds[0]!);
    const typed = `${code!.slice(0, 5)}-${code!.slice(5)}`.toLowerCase();
    const first = await callAs(t, org, 'POST', `/api/events/${eventId}/check-in`, { code: typed });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      result: 'checked_in',
      holderName: 'Anna de Vries',
      ticketName: 'Gratis',
    });
    const second = await callAs(t, org, 'POST', `/api/events/${eventId}/check-in`, { code });
    expect(second.json()).toMatchObject({ result: 'already', checkedInAt: first.json().checkedInAt });
    const unknown = await callAs(t, org, 'POST', `/api/events/${eventId}/check-in`, { code: 'ZZZZZ-ZZZZZ' });
    expect(unknown.json()).toMatchObject({ result: 'unknown', holderName: null });
    const empty = await callAs(t, org, 'POST', `/api/events/${eventId}/check-in`, { code: '' });
    expect(empty.statusCode).toBe(400);

    const elsewhere = await createTicketEvent(t, org, [{ name: 'Ander', price: 0, quantity: 5 }]);
    const foreign = await callAs(t, org, 'POST', `/api/events/${elsewhere.eventId}/check-in`, { code });
    expect(foreign.json().result).toBe('unknown');

    const sales = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-sales`);
    expect(sales.json().checkedIn).toBe(1);
    const csv = await callAs(t, org, 'GET', `/api/events/${eventId}/attendees.csv`);
    expect(csv.body).toMatch(
      new RegExp(`Anna de Vries;anna@example.nl;Gratis;${code};Geldig;\\d{2}-\\d{2}-\\d{4}`),
    );

    const [bramCode] = await codesOf(orderIds[1]!);
    const canceled = await callAs(t, admin, 'POST', `/api/ticket-orders/${orderIds[1]}/cancel`);
    expect(canceled.json().status).toBe('canceled');
    const refused = await callAs(t, org, 'POST', `/api/events/${eventId}/check-in`, { code: bramCode });
    expect(refused.json()).toMatchObject({ result: 'canceled', holderName: '=Bram; "B" Jansen' });
  });
});

describe('who may', () => {
  it('refuses sales, orders, CSV and check-in to others with 403 ticket_forbidden; 401 without session', async () => {
    for (const path of ['ticket-sales', 'ticket-orders', 'attendees.csv']) {
      const res = await callAs(t, buyer, 'GET', `/api/events/${eventId}/${path}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('ticket_forbidden');
      expect((await callAs(t, admin, 'GET', `/api/events/${eventId}/${path}`)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/${path}` })).statusCode).toBe(
        401,
      );
    }
    const door = await callAs(t, buyer, 'POST', `/api/events/${eventId}/check-in`, { code: 'ABCDE12345' });
    expect(door.statusCode).toBe(403);
  });

  it('keeps a paid order from its buyer; the organiser cancels it as refunded, with a mail', async () => {
    const logger = createLogger(t.config);
    const mail = new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false });
    const ctx = { db: t.db, mail, config: t.config, logger };
    const after = await t.db.transaction((tx) => completeTicketOrder(ctx, tx, orderIds[2]!));
    await after();
    expect((await callAs(t, other, 'GET', `/api/ticket-orders/${orderIds[2]}`)).json()).toMatchObject({
      status: 'paid',
      canCancel: false,
      total: 36.3,
    });
    const mine = await callAs(t, other, 'POST', `/api/ticket-orders/${orderIds[2]}/cancel`);
    expect(mine.statusCode).toBe(409);
    expect(errorOf(mine).code).toBe('ticket_order_not_cancelable');
    const byOrg = await callAs(t, org, 'POST', `/api/ticket-orders/${orderIds[2]}/cancel`);
    expect(byOrg.json()).toMatchObject({ status: 'refunded' });
    expect(byOrg.json().tickets.every((x: { status: string }) => x.status === 'canceled')).toBe(true);
    const refund = await latestMail(t, 'bram@example.nl', 'ticket_refund');
    expect(refund?.text).toMatch(/€\s36,30/);
    const sales = await callAs(t, org, 'GET', `/api/events/${eventId}/ticket-sales`);
    expect(sales.json().tickets[1]).toMatchObject({ sold: 0, held: 0, revenue: 0 });
  });
});
