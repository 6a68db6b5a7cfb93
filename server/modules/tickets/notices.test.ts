import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, latestMail, linkIn, signInAs } from '../../test/http';
import { emailDeliveriesOf, notificationsOf, userIdByEmail } from '../../test/notifications';
import { createTicketEvent } from '../../test/tickets';

/**
 * Issue 15: tickets in the bell. A confirmed order notifies its buyer ('ticket_purchased'), a cancellation
 * by someone else the buyer ('ticket_cancelled'), a freed seat the first waiting member ('waitlist_offer',
 * the mail's offer link); the mails themselves stay transactional.
 */
let t: TestApp;
let org: string;
let orgId: string;
let buyer: string;
let buyerId: string;
let waiting: string;
let waitingId: string;

const order = (cookie: string, eventId: string, ticketId: string) =>
  callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, {
    buyerName: 'Deelnemer Demo',
    buyerEmail: 'deelnemer@demo.kring.test',
    quantity: 1,
    ticketId,
  });
const about = async (userId: string, kind: string, eventId: string) =>
  (await notificationsOf(t, userId, kind)).filter((n) => n.data.event_id === eventId);

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 4 } });
  [org, buyer, waiting] = await Promise.all([
    signInAs(t, 'organisatie-premium@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, 'multi@demo.kring.test'),
  ]);
  orgId = await userIdByEmail(t, 'organisatie-premium@demo.kring.test');
  buyerId = await userIdByEmail(t, 'deelnemer@demo.kring.test');
  waitingId = await userIdByEmail(t, 'multi@demo.kring.test');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('tickets in the bell', () => {
  it('a confirmed registration notifies the buyer; the mail with tickets still goes', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const res = await order(buyer, eventId, ticketIds[0]!);
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json();
    const [row, ...more] = await about(buyerId, 'ticket_purchased', eventId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actionUrl: `/ticket-success?order=${orderId}`,
      data: { event_id: eventId, order_id: orderId },
    });
    expect(row!.title).toMatch(/^Je tickets voor /);
    expect(row!.content).toContain('1 ticket (Gratis)');
    expect(await about(orgId, 'ticket_purchased', eventId)).toHaveLength(0);
    expect(await latestMail(t, 'deelnemer@demo.kring.test', 'ticket_confirmation')).toBeTruthy();
    // The ticket mail is the mail: notify queues no second one for this cause.
    expect((await emailDeliveriesOf(t, buyerId)).filter((d) => d.type === 'tickets')).toHaveLength(0);
  });

  it('the organiser cancelling tells the buyer; the buyer cancelling tells nobody', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const first = (await order(buyer, eventId, ticketIds[0]!)).json().orderId as string;
    const byOrg = await callAs(t, org, 'POST', `/api/ticket-orders/${first}/cancel`);
    expect(byOrg.statusCode, byOrg.body).toBe(200);
    const [row, ...more] = await about(buyerId, 'ticket_cancelled', eventId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actionUrl: `/ticket-success?order=${first}`, data: { order_id: first } });
    expect(await about(orgId, 'ticket_cancelled', eventId)).toHaveLength(0);

    const second = (await order(buyer, eventId, ticketIds[0]!)).json().orderId as string;
    expect((await callAs(t, buyer, 'POST', `/api/ticket-orders/${second}/cancel`)).statusCode).toBe(200);
    const mine = (await about(buyerId, 'ticket_cancelled', eventId)).filter(
      (n) => n.data.order_id === second,
    );
    expect(mine).toHaveLength(0);
  });

  it('a freed seat offers itself to the first waiting member, with the link of the offer mail', async () => {
    const { eventId, ticketIds, slug } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 1 },
    ]);
    const ticketId = ticketIds[0]!;
    const { orderId } = (await order(buyer, eventId, ticketId)).json();
    const joined = await callAs(t, waiting, 'POST', `/api/events/${eventId}/waitlist`, {
      ticketId,
      quantity: 1,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await about(waitingId, 'waitlist_offer', eventId)).toHaveLength(0);

    expect((await callAs(t, buyer, 'POST', `/api/ticket-orders/${orderId}/cancel`)).statusCode).toBe(200);
    const mail = await latestMail(t, 'multi@demo.kring.test', 'ticket_waitlist_offer');
    const token = linkIn(mail!.text, `${t.config.publicUrl}/evenement/${slug}`).searchParams.get(
      'waitlistOffer',
    );
    const [row, ...more] = await about(waitingId, 'waitlist_offer', eventId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actionUrl: `/evenement/${slug}?waitlistOffer=${token}`,
      data: { event_id: eventId, waitlist_entry_id: joined.json().id },
    });
    expect(row!.title).toMatch(/^Er is plek vrij bij /);
    expect(await about(buyerId, 'waitlist_offer', eventId)).toHaveLength(0);
  });
});
