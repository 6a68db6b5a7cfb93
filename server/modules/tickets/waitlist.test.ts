import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketOrders, ticketWaitlist } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { runJobOnce } from '../../jobs';
import { ticketHoldsJob } from '../../jobs/ticketHolds';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, latestMail, linkIn, signInAs } from '../../test/http';
import { createTicketEvent } from '../../test/tickets';

/**
 * The waitlist: joining only when sold out, first in line first, offers holding seats, the expiry job freeing
 * held seats and expired offers to the next in line, buying from an offer.
 */
let t: TestApp;
let org: string;
let a: string;
let b: string;
let c: string;
const emailOf = { b: 'multi@demo.kring.test', c: 'professional@demo.kring.test' };
const HOUR = 3_600_000;

const order = (cookie: string, eventId: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, {
    buyerName: 'Koper Test',
    buyerEmail: 'koper@example.nl',
    quantity: 1,
    ...body,
  });
const join = (cookie: string, eventId: string, ticketId: string, quantity = 1) =>
  callAs(t, cookie, 'POST', `/api/events/${eventId}/waitlist`, { ticketId, quantity });

const runHolds = (now: Date) => {
  const logger = createLogger(t.config);
  const mail = new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false });
  return runJobOnce(t.db, ticketHoldsJob({ db: t.db, mail, config: t.config, logger }), now);
};

const entryOf = async (id: string) =>
  (await t.db.select().from(ticketWaitlist).where(eq(ticketWaitlist.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 4 } });
  [org, a, b, c] = await Promise.all([
    signInAs(t, 'organisatie-premium@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, emailOf.b),
    signInAs(t, emailOf.c),
  ]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('joining', () => {
  it('only when sold out, once per member, with the queue position', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 1 },
    ]);
    const early = await join(b, eventId, ticketIds[0]!);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('waitlist_not_sold_out');
    expect((await order(a, eventId, { ticketId: ticketIds[0] })).statusCode).toBe(201);
    const first = await join(b, eventId, ticketIds[0]!);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'waiting', position: 1, quantity: 1 });
    const twice = await join(b, eventId, ticketIds[0]!);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('waitlist_already_joined');
    expect((await join(c, eventId, ticketIds[0]!)).json().position).toBe(2);
    const avail = await callAs(t, c, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail.json().tickets[0].waitlist).toMatchObject({
      status: 'waiting',
      position: 2,
      offerToken: null,
    });

    const left = await callAs(t, b, 'DELETE', `/api/events/${eventId}/waitlist/${first.json().id}`);
    expect(left.statusCode).toBe(204);
    expect((await entryOf(first.json().id)).status).toBe('left');
    const cEntry = avail.json().tickets[0].waitlist.entryId as string;
    const notMine = await callAs(t, b, 'DELETE', `/api/events/${eventId}/waitlist/${cEntry}`);
    expect(notMine.statusCode).toBe(404);
    const avail2 = await callAs(t, c, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail2.json().tickets[0].waitlist.position).toBe(1);
  });
});

describe('offers', () => {
  it('first in line first; an expired offer goes to the next, who buys with the token', async () => {
    const { eventId, ticketIds, slug } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 1 },
    ]);
    const ticketId = ticketIds[0]!;
    const { orderId } = (await order(a, eventId, { ticketId })).json();
    const bEntry = (await join(b, eventId, ticketId)).json().id as string;
    const cEntry = (await join(c, eventId, ticketId)).json().id as string;

    // The buyer cancels the free registration: the seat goes to b, first in line.
    expect((await callAs(t, a, 'POST', `/api/ticket-orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await entryOf(bEntry)).status).toBe('offered');
    expect((await entryOf(cEntry)).status).toBe('waiting');
    const mail = await latestMail(t, emailOf.b, 'ticket_waitlist_offer');
    expect(mail?.subject).toMatch(/^Er is plek vrij voor /);
    const link = linkIn(mail!.text, `${t.config.publicUrl}/evenement/${slug}`);
    const token = link.searchParams.get('waitlistOffer')!;
    expect(token.length).toBeGreaterThan(20);

    // The offer holds the seat: nobody else can buy it; only b sees the offer.
    const blocked = await order(c, eventId, { ticketId });
    expect(errorOf(blocked).code).toBe('ticket_sold_out');
    const seen = await callAs(t, b, 'GET', `/api/waitlist-offers/${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ state: 'open', quantity: 1, ticketId });
    expect((await callAs(t, c, 'GET', `/api/waitlist-offers/${token}`)).statusCode).toBe(410);

    // A day later the offer expires and goes to c.
    const result = await runHolds(new Date(Date.now() + 25 * HOUR));
    expect(result.ran).toBe(true);
    expect((await entryOf(bEntry)).status).toBe('expired');
    const cRow = await entryOf(cEntry);
    expect(cRow.status).toBe('offered');
    expect((await callAs(t, b, 'GET', `/api/waitlist-offers/${token}`)).json().state).toBe('expired');
    const late = await order(b, eventId, { ticketId, waitlistToken: token });
    expect(errorOf(late).code).toBe('waitlist_offer_invalid');

    const bought = await order(c, eventId, { ticketId, waitlistToken: cRow.offerToken });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().status).toBe('paid');
    expect((await entryOf(cEntry)).status).toBe('purchased');
  });

  it('the job expires unpaid holds and offers the seats to the waitlist', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Entree', price: 12.5, quantity: 2 },
    ]);
    const ticketId = ticketIds[0]!;
    const pending = await order(a, eventId, { ticketId, quantity: 2 });
    expect(pending.json().status).toBe('pending');
    const bEntry = (await join(b, eventId, ticketId, 2)).json().id as string;
    const cEntry = (await join(c, eventId, ticketId, 1)).json().id as string;

    // Before the hold ends nothing changes.
    await runHolds(new Date(Date.now() + 5 * 60_000));
    expect((await entryOf(bEntry)).status).toBe('waiting');

    await runHolds(new Date(Date.now() + 16 * 60_000));
    const [row] = await t.db.select().from(ticketOrders).where(eq(ticketOrders.id, pending.json().orderId));
    expect(row!.status).toBe('expired');
    expect((await entryOf(bEntry)).status).toBe('offered');
    expect((await entryOf(cEntry)).status).toBe('waiting');
    const again = await runHolds(new Date(Date.now() + 17 * 60_000));
    expect(again.affected).toBe(0);
  });
});
