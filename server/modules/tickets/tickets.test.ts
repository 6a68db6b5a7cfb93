import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTickets, events, issuedTickets, ticketOrders } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL } from '../../test/accounts';
import { callAs, errorOf, latestMail, signInAs } from '../../test/http';
import { createTicketEvent, moveEventToPast } from '../../test/tickets';
import { bodyFromEditor } from '../../test/events';
import type { EventEditorDto } from '../../../core/schemas/eventWrite';
import { TICKET_DEMO_SLUGS } from '../../db/seed/seed-tickets';

/**
 * Event tickets through HTTP into the real database: availability, free orders (paid at once, codes, mail with
 * .ics), paid orders held while paying, seats across two ticket types, cancelling and who sees what.
 */
let t: TestApp;
let org: string;
let buyer: string;
let other: string;
let admin: string;

const order = (cookie: string, eventId: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, {
    buyerName: 'Deelnemer Demo',
    buyerEmail: 'deelnemer@demo.kring.test',
    quantity: 1,
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 4 } });
  [org, buyer, other, admin] = await Promise.all([
    signInAs(t, 'organisatie-premium@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, 'multi@demo.kring.test'),
    signInAs(t, ADMIN_EMAIL),
  ]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('free tickets', () => {
  it('registers at once: paid order, one code per seat, sold_count up, mail with tickets and .ics', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const before = await callAs(t, buyer, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(before.statusCode).toBe(200);
    expect(before.json().tickets[0]).toMatchObject({ ticketId: ticketIds[0], seatsLeft: 5, soldOut: false });
    expect(before.json().salesOpen).toBe(true);

    const res = await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 2 });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started).toMatchObject({
      status: 'paid',
      redirectUrl: `/ticket-success?order=${started.orderId}`,
    });
    expect(started.checkoutUrl).toBeUndefined();

    const codes = await t.db.select().from(issuedTickets).where(eq(issuedTickets.orderId, started.orderId));
    expect(codes).toHaveLength(2);
    for (const c of codes) expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const [ticket] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketIds[0]!));
    expect(ticket!.soldCount).toBe(2);
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.currentParticipants).toBe(2);

    const mail = await latestMail(t, 'deelnemer@demo.kring.test', 'ticket_confirmation');
    expect(mail?.subject).toMatch(/^Je tickets voor /);
    expect(mail?.text).toContain(`/ticket-success?order=${started.orderId}`);
    expect(mail?.text).toContain(`${codes[0]!.code.slice(0, 5)}-${codes[0]!.code.slice(5)}`);
    const files = (mail?.attachments ?? []) as { filename: string; contentType: string }[];
    expect(files.some((f) => f.filename.endsWith('.ics') && f.contentType.startsWith('text/calendar'))).toBe(
      true,
    );
    expect(files.filter((f) => f.contentType === 'image/png')).toHaveLength(2);

    const after = await callAs(t, buyer, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(after.json().tickets[0].seatsLeft).toBe(3);

    const view = await callAs(t, buyer, 'GET', `/api/ticket-orders/${started.orderId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ status: 'paid', quantity: 2, total: 0, canCancel: true });
    expect(view.json().tickets[0].qrSvg).toContain('<svg');
    expect(view.json().tickets[0].displayCode).toMatch(/^.{5}-.{5}$/);
  });

  it('needs a session (401 ticket_login_required) and valid input (400 in Dutch)', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/ticket-orders`,
      payload: { ticketId: ticketIds[0], quantity: 1, buyerName: 'Iemand', buyerEmail: 'a@b.nl' },
    });
    expect(anon.statusCode).toBe(401);
    expect(errorOf(anon).code).toBe('ticket_login_required');
    const tooMany = await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Maximaal 10 tickets');
    const badEvent = await order(buyer, 'not-a-uuid', { ticketId: ticketIds[0] });
    expect(badEvent.statusCode).toBe(400);
  });

  it('refuses more seats than are left with 409 ticket_sold_out', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Klein', price: 0, quantity: 2 },
    ]);
    expect((await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 2 })).statusCode).toBe(201);
    const res = await order(other, eventId, { ticketId: ticketIds[0], quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('ticket_sold_out');
    const avail = await callAs(t, other, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail.json().tickets[0]).toMatchObject({ seatsLeft: 0, soldOut: true, waitlist: null });
  });

  it('bounds two ticket types together by max_participants', async () => {
    const { eventId, ticketIds } = await createTicketEvent(
      t,
      org,
      [
        { name: 'Vroeg', price: 0, quantity: 10 },
        { name: 'Laat', price: 0, quantity: 10 },
      ],
      { maxParticipants: 4 },
    );
    expect((await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 3 })).statusCode).toBe(201);
    const avail = await callAs(t, buyer, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail.json().tickets.map((x: { seatsLeft: number }) => x.seatsLeft)).toEqual([1, 1]);
    expect((await order(other, eventId, { ticketId: ticketIds[1], quantity: 2 })).statusCode).toBe(409);
    expect((await order(other, eventId, { ticketId: ticketIds[1], quantity: 1 })).statusCode).toBe(201);
  });

  it('closes sales for a draft or started event', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    await callAs(t, org, 'POST', `/api/dashboard/events/${eventId}/cancel`);
    const res = await order(buyer, eventId, { ticketId: ticketIds[0] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('ticket_sales_closed');
  });
});

describe('paid tickets', () => {
  it('holds the seats while the buyer pays: pending order with VAT and a hold', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Entree', price: 25, quantity: 3 },
    ]);
    const res = await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(typeof res.json().checkoutUrl).toBe('string');
    const [row] = await t.db.select().from(ticketOrders).where(eq(ticketOrders.id, res.json().orderId));
    expect(row).toMatchObject({ amountExclVat: 50, vatAmount: 10.5, status: 'pending' });
    expect(row!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const avail = await callAs(t, other, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail.json().tickets[0].seatsLeft).toBe(1);
    const view = await callAs(t, buyer, 'GET', `/api/ticket-orders/${res.json().orderId}`);
    expect(view.json()).toMatchObject({ amount: 50, vatAmount: 10.5, total: 60.5, tickets: [] });

    // A second order of the same member replaces the unpaid one: one hold per member and event.
    const again = await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 1 });
    expect(again.statusCode).toBe(201);
    const [first] = await t.db.select().from(ticketOrders).where(eq(ticketOrders.id, res.json().orderId));
    expect(first!.status).toBe('canceled');
    const after = await callAs(t, other, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(after.json().tickets[0].seatsLeft).toBe(2);
  });
});

describe('orders: who sees and cancels', () => {
  it('shows an order to its buyer, the organiser and admins; 404 to others', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const { orderId } = (await order(buyer, eventId, { ticketId: ticketIds[0] })).json();
    expect((await callAs(t, buyer, 'GET', `/api/ticket-orders/${orderId}`)).statusCode).toBe(200);
    expect((await callAs(t, org, 'GET', `/api/ticket-orders/${orderId}`)).statusCode).toBe(200);
    expect((await callAs(t, admin, 'GET', `/api/ticket-orders/${orderId}`)).statusCode).toBe(200);
    const stranger = await callAs(t, other, 'GET', `/api/ticket-orders/${orderId}`);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('ticket_order_not_found');
    expect((await callAs(t, other, 'GET', `/api/ticket-orders/${orderId}/ics`)).statusCode).toBe(404);
    const ics = await callAs(t, buyer, 'GET', `/api/ticket-orders/${orderId}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('lets the buyer cancel a free registration: tickets canceled, seats back', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 2 },
    ]);
    const { orderId } = (await order(buyer, eventId, { ticketId: ticketIds[0], quantity: 2 })).json();
    const res = await callAs(t, buyer, 'POST', `/api/ticket-orders/${orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', canCancel: false });
    expect(res.json().tickets.every((x: { status: string }) => x.status === 'canceled')).toBe(true);
    const [ticket] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketIds[0]!));
    expect(ticket!.soldCount).toBe(0);
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.currentParticipants).toBe(0);
    const again = await callAs(t, buyer, 'POST', `/api/ticket-orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ticket_order_not_cancelable');
  });

  it('lists my tickets, upcoming first', async () => {
    const res = await callAs(t, buyer, 'GET', '/api/me/tickets?page=1');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { isPast: boolean; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status !== 'expired')).toBe(true);
    const valid = await t.db
      .select()
      .from(issuedTickets)
      .where(and(eq(issuedTickets.status, 'valid')));
    expect(valid.length).toBeGreaterThan(0);
  });
});

describe('the demo seed', () => {
  it('has a paid, a free and an almost sold-out ticket event of De Ademhalte', async () => {
    const bySlug = async (slug: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${slug}/detail` });
      expect(res.statusCode, slug).toBe(200);
      const id = (res.json() as { id: string }).id;
      return (await t.app.inject({ method: 'GET', url: `/api/events/${id}/ticket-availability` })).json();
    };
    const paid = await bySlug(TICKET_DEMO_SLUGS.paid);
    expect(paid.tickets[0]).toMatchObject({ price: 25, seatsLeft: 120 });
    const free = await bySlug(TICKET_DEMO_SLUGS.free);
    expect(free.tickets[0]).toMatchObject({ price: 0, seatsLeft: 40 });
    const last = await bySlug(TICKET_DEMO_SLUGS.almostSoldOut);
    expect(last).toMatchObject({ salesOpen: true });
    expect(last.tickets[0]).toMatchObject({ price: 35, seatsLeft: 1, soldOut: false });
    const sales = await callAs(t, admin, 'GET', `/api/events/${last.eventId}/ticket-sales`);
    expect(sales.json()).toMatchObject({ orders: 2, attendees: 2, revenue: 70 });
  });
});

describe('verified participants', () => {
  it('a valid ticket for an event that took place makes its holder eligible to review; a cancelled one not', async () => {
    const eligibility = (cookie: string) =>
      callAs(
        t,
        cookie,
        'GET',
        '/api/reviews/eligibility?subjectType=organization&subject=zielsgeluk-retreats',
      );
    const before = await eligibility(other);
    const known = new Set((before.json().events as { id: string }[]).map((e) => e.id));

    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Gratis', price: 0, quantity: 5 },
    ]);
    const kept = (
      await order(other, eventId, { ticketId: ticketIds[0], buyerEmail: 'multi@demo.kring.test' })
    ).json();
    const second = await createTicketEvent(t, org, [{ name: 'Gratis', price: 0, quantity: 5 }]);
    const dropped = (
      await order(other, second.eventId, {
        ticketId: second.ticketIds[0],
        buyerEmail: 'multi@demo.kring.test',
      })
    ).json();
    expect((await callAs(t, other, 'POST', `/api/ticket-orders/${dropped.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    expect(kept.status).toBe('paid');
    await moveEventToPast(t, eventId);
    await moveEventToPast(t, second.eventId);

    const after = await eligibility(other);
    expect(after.json().allowed).toBe(true);
    const fresh = (after.json().events as { id: string }[]).map((e) => e.id).filter((id) => !known.has(id));
    expect(fresh).toEqual([eventId]);
  });
});

describe('editing an event with sold tickets', () => {
  it('switches a removed ticket with orders off instead of deleting its orders', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Blijft', price: 0, quantity: 5 },
      { name: 'Verkocht', price: 0, quantity: 5 },
    ]);
    const { orderId } = (await order(buyer, eventId, { ticketId: ticketIds[1] })).json();
    const editor = (await callAs(t, org, 'GET', `/api/dashboard/events/${eventId}`)).json() as EventEditorDto;
    const body = bodyFromEditor(editor, {
      tickets: [{ id: ticketIds[0], name: 'Blijft', price: 0, isActive: true }],
    });
    const saved = await callAs(t, org, 'PUT', `/api/dashboard/events/${eventId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const [kept] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketIds[1]!));
    expect(kept).toMatchObject({ isActive: false, soldCount: 1 });
    expect((await callAs(t, buyer, 'GET', `/api/ticket-orders/${orderId}`)).json().tickets).toHaveLength(1);
    const avail = await callAs(t, buyer, 'GET', `/api/events/${eventId}/ticket-availability`);
    expect(avail.json().tickets.map((x: { name: string }) => x.name)).toEqual(['Blijft']);
  });
});
