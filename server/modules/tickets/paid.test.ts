import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTickets, issuedTickets, ticketOrders, ticketWaitlist } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { type TestApp, createTestApp } from '../../test/app';
import { notificationsOf } from '../../test/notifications';
import { callAs, latestMail, signInAs } from '../../test/http';
import { createTicketEvent } from '../../test/tickets';
import { completeTicketOrder } from './index';

/**
 * Paid tickets through the payments module's built-in test checkout (the same signed webhook path as Stripe):
 * paid → tickets issued and mailed with the event's .ics; cancelled or failed → seats free and offered to the
 * waitlist; a payment that arrives after the hold ran out and the seats went → refunded, with a mail.
 */
let t: TestApp;
let org: string;
let buyer: string;
let other: string;
const BUYER = 'deelnemer@demo.kring.test';

const buy = async (cookie: string, eventId: string, ticketId: string, quantity = 1) => {
  const res = await callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, {
    ticketId,
    quantity,
    buyerName: 'Deelnemer Demo',
    buyerEmail: BUYER,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; status: string; checkoutUrl: string; redirectUrl: string };
};
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;
const finish = (cookie: string, checkoutUrl: string, outcome: 'paid' | 'failed') =>
  callAs(t, cookie, 'POST', `/api/checkout/test/${sessionOf(checkoutUrl)}/complete`, { outcome });
const orderRow = async (id: string) =>
  (await t.db.select().from(ticketOrders).where(eq(ticketOrders.id, id)))[0]!;
const seatsLeft = async (eventId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ticket-availability` })).json().tickets[0]
    .seatsLeft as number;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 4 } });
  [org, buyer, other] = await Promise.all([
    signInAs(t, 'organisatie-premium@demo.kring.test'),
    signInAs(t, BUYER),
    signInAs(t, 'multi@demo.kring.test'),
  ]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the test checkout', () => {
  it('paid: order paid, one ticket per seat, sold_count up, mail with QR codes and .ics', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Entree', price: 25, quantity: 10 },
    ]);
    const started = await buy(buyer, eventId, ticketIds[0]!, 2);
    expect(started).toMatchObject({
      status: 'pending',
      redirectUrl: `/ticket-success?order=${started.orderId}`,
    });
    expect(started.checkoutUrl).toMatch(/^\/checkout\/test\//);
    const session = await callAs(t, buyer, 'GET', `/api/checkout/sessions/${sessionOf(started.checkoutUrl)}`);
    expect(session.json()).toMatchObject({ kind: 'ticket_order', amount: 50, vatAmount: 10.5, total: 60.5 });
    // One line per ticket type: the seat's name and price; the quantity is counted once, not in the text too.
    expect(session.json().lines).toEqual([
      { description: expect.stringMatching(/^Entree – /), quantity: 2, unitAmount: 25 },
    ]);

    const res = await finish(buyer, started.checkoutUrl, 'paid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().redirectUrl).toBe(`/ticket-success?order=${started.orderId}`);
    expect(await orderRow(started.orderId)).toMatchObject({ status: 'paid' });
    // Issue 15: the paid order shows in the buyer's bell, written in the payment's transaction.
    const buyerId = (await orderRow(started.orderId)).userId!;
    const bell = (await notificationsOf(t, buyerId, 'ticket_purchased')).filter(
      (n) => n.data.order_id === started.orderId,
    );
    expect(bell).toMatchObject([{ actionUrl: `/ticket-success?order=${started.orderId}` }]);
    expect(bell[0]!.content).toContain('2 tickets (Entree)');
    const issued = await t.db.select().from(issuedTickets).where(eq(issuedTickets.orderId, started.orderId));
    expect(issued).toHaveLength(2);
    const [ticket] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketIds[0]!));
    expect(ticket!.soldCount).toBe(2);
    expect(await seatsLeft(eventId)).toBe(8);

    const mail = await latestMail(t, BUYER, 'ticket_confirmation');
    const files = mail?.attachments ?? [];
    const ics = files.find((f) => f.filename.endsWith('.ics'));
    expect(Buffer.from(ics!.contentBase64, 'base64').toString('utf8')).toContain('BEGIN:VEVENT');
    expect(files.filter((f) => f.contentType === 'image/png')).toHaveLength(2);

    const view = await callAs(t, buyer, 'GET', `/api/ticket-orders/${started.orderId}`);
    expect(view.json()).toMatchObject({ status: 'paid', total: 60.5, canCancel: false });
    expect(view.json().tickets).toHaveLength(2);
    // The hook may run twice (webhook retries): nothing changes.
    const again = await finish(buyer, started.checkoutUrl, 'paid');
    expect(again.statusCode).toBeGreaterThanOrEqual(200);
    expect(
      await t.db.select().from(issuedTickets).where(eq(issuedTickets.orderId, started.orderId)),
    ).toHaveLength(2);
  });

  it('cancelled or failed: the order ends and the seats go to the waitlist', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Entree', price: 15, quantity: 1 },
    ]);
    const started = await buy(buyer, eventId, ticketIds[0]!);
    expect(await seatsLeft(eventId)).toBe(0);
    const joined = await callAs(t, other, 'POST', `/api/events/${eventId}/waitlist`, {
      ticketId: ticketIds[0],
    });
    expect(joined.statusCode).toBe(201);

    const canceled = await callAs(
      t,
      buyer,
      'POST',
      `/api/checkout/test/${sessionOf(started.checkoutUrl)}/cancel`,
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await orderRow(started.orderId)).status).toBe('canceled');
    const [entry] = await t.db.select().from(ticketWaitlist).where(eq(ticketWaitlist.id, joined.json().id));
    expect(entry!.status).toBe('offered');
    expect(await latestMail(t, 'multi@demo.kring.test', 'ticket_waitlist_offer')).not.toBeNull();

    // The one on the waitlist buys with the offer and the payment fails: the seat is free again (the offer
    // still holds it for its day).
    const fromOffer = await callAs(t, other, 'POST', `/api/events/${eventId}/ticket-orders`, {
      ticketId: ticketIds[0],
      quantity: 1,
      buyerName: 'Julie Dubois',
      buyerEmail: 'multi@demo.kring.test',
      waitlistToken: entry!.offerToken,
    });
    expect(fromOffer.statusCode, fromOffer.body).toBe(201);
    const failed = await finish(other, fromOffer.json().checkoutUrl, 'failed');
    expect(failed.statusCode).toBe(200);
    expect((await orderRow(fromOffer.json().orderId)).status).toBe('canceled');
    expect(await seatsLeft(eventId)).toBe(0);
  });

  it('a late payment whose seats are gone is refunded, with a mail', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Entree', price: 20, quantity: 1 },
    ]);
    const late = await buy(buyer, eventId, ticketIds[0]!);
    await t.db
      .update(ticketOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(ticketOrders.id, late.orderId));
    const fresh = await buy(other, eventId, ticketIds[0]!);
    expect((await finish(other, fresh.checkoutUrl, 'paid')).statusCode).toBe(200);

    const logger = createLogger(t.config);
    const mail = new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false });
    const ctx = { db: t.db, mail, config: t.config, logger };
    const after = await t.db.transaction((tx) => completeTicketOrder(ctx, tx, late.orderId));
    await after();
    expect((await orderRow(late.orderId)).status).toBe('refunded');
    const refund = await latestMail(t, BUYER, 'ticket_refund');
    expect(refund?.subject).toMatch(/is terugbetaald$/);
    const [ticket] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketIds[0]!));
    expect(ticket!.soldCount).toBe(1);
  });
});
