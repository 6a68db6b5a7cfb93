import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTickets, issuedTickets, ticketOrders } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';
import { createTicketEvent, seededMemberEmails } from '../../test/tickets';

/**
 * No overselling: 50 different signed-in buyers ask at once for the last 10 seats. The event row lock makes
 * them queue (real concurrency on PostgreSQL, four pooled connections); exactly 10 get a seat, 40 get 409.
 */
let t: TestApp;
let org: string;
let buyers: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 60 } });
  org = await signInAs(t, 'organisatie-premium@demo.kring.test');
  const emails = await seededMemberEmails(t, 50);
  buyers = [];
  for (const email of emails) buyers.push(await signInAs(t, email));
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('the last seats under 50 concurrent purchases', () => {
  it.each([
    ['free', 0],
    ['paid (held while paying)', 20],
  ])('%s: exactly 10 seats go, 40 buyers get 409 ticket_sold_out', async (_label, price) => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [
      { name: 'Laatste', price, quantity: 60 },
    ]);
    const ticketId = ticketIds[0]!;
    await t.db.update(eventTickets).set({ soldCount: 50 }).where(eq(eventTickets.id, ticketId));

    const results = await Promise.all(
      buyers.map((cookie, i) =>
        callAs(t, cookie, 'POST', `/api/events/${eventId}/ticket-orders`, {
          ticketId,
          quantity: 1,
          buyerName: `Koper ${i + 1}`,
          buyerEmail: `koper${i + 1}@example.nl`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(errorOf(r).code).toBe('ticket_sold_out');

    const orders = await t.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId));
    expect(orders).toHaveLength(10);
    const [ticket] = await t.db.select().from(eventTickets).where(eq(eventTickets.id, ticketId));
    if (price === 0) {
      expect(ticket!.soldCount).toBe(60);
      const issued = await t.db.select().from(issuedTickets).where(eq(issuedTickets.eventId, eventId));
      expect(issued).toHaveLength(10);
      expect(new Set(issued.map((x) => x.code)).size).toBe(10);
    } else {
      expect(ticket!.soldCount).toBe(50);
      expect(orders.every((o) => o.status === 'pending')).toBe(true);
    }
    const avail = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ticket-availability` });
    expect(avail.json().tickets[0]).toMatchObject({ seatsLeft: 0, soldOut: true });
  });

  it('the sold_count check is the last word when the seats are gone under the lock', async () => {
    const { eventId, ticketIds } = await createTicketEvent(t, org, [{ name: 'Vol', price: 0, quantity: 3 }]);
    const res = await callAs(t, buyers[0]!, 'POST', `/api/events/${eventId}/ticket-orders`, {
      ticketId: ticketIds[0],
      quantity: 4,
      buyerName: 'Koper',
      buyerEmail: 'koper@example.nl',
    });
    expect(res.statusCode).toBe(409);
    await expect(
      t.db.update(eventTickets).set({ soldCount: 4 }).where(eq(eventTickets.id, ticketIds[0]!)),
    ).rejects.toThrow();
  });
});
