import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTickets, events, issuedTickets, ticketOrders, ticketWaitlist, users } from '../../db/schema';

/** Tickets: the SQL of seats (sold, held), event rows and the locks that make buying safe. */

/**
 * A connection inside a transaction (the payments hooks hand theirs over as a Db; a Drizzle transaction is one).
 * Functions taking Tx expect to run inside a transaction: they lock rows.
 */
export type Tx = Db;
export type Conn = Db;

/** The event facts a ticket page and a sale need. */
const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  deletedAt: events.deletedAt,
  startDate: events.startDate,
  endDate: events.endDate,
  maxParticipants: events.maxParticipants,
  location: events.location,
  address: events.address,
  city: events.city,
  isOnline: events.isOnline,
  imageUrl: events.imageUrl,
  shortDescription: events.shortDescription,
};

export const selectEvent = async (db: Conn, eventId: string) => {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
};
export type TicketEventRow = NonNullable<Awaited<ReturnType<typeof selectEvent>>>;

/**
 * Lock the event row for a seat change (buying, paying, offering seats to the waitlist). Every use case that
 * takes seats locks the event first and the ticket second, so two buyers of the last seat queue here.
 */
export const lockEvent = async (tx: Tx, eventId: string) => {
  const [row] = await tx
    .select(eventColumns)
    .from(events)
    .where(eq(events.id, eventId))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const lockTicket = async (tx: Tx, ticketId: string) => {
  const [row] = await tx
    .select({ id: eventTickets.id })
    .from(eventTickets)
    .where(eq(eventTickets.id, ticketId))
    .for('update')
    .limit(1);
  return row ?? null;
};

/**
 * Every ticket type of an event with its seats taken: sold, live pending holds and live waitlist offers (an
 * offer whose holder is paying through a live pending order counts once, as that order). `excludeEntryId`
 * leaves one offer out: the buyer who uses it gets its seats. Uses the pending-hold and waitlist queue indexes.
 */
export const selectTicketSeats = async (db: Conn, eventId: string, now: Date, excludeEntryId?: string) => {
  const at = now.toISOString();
  const exclude = excludeEntryId ?? '00000000-0000-0000-0000-000000000000';
  const heldOrders = sql<number>`coalesce((select sum(o.quantity) from ticket_orders o
      where o.ticket_id = ${eventTickets.id} and o.status = 'pending' and o.hold_expires_at > ${at}::timestamptz), 0)::int`;
  const heldOffers = sql<number>`coalesce((select sum(w.quantity) from ticket_waitlist w
      where w.ticket_id = ${eventTickets.id} and w.status = 'offered' and w.offer_expires_at > ${at}::timestamptz
        and w.id <> ${exclude}::uuid
        and not exists (select 1 from ticket_orders o2 where o2.ticket_id = w.ticket_id and o2.status = 'pending'
          and o2.hold_expires_at > ${at}::timestamptz and o2.waitlist_entry_id = w.id)), 0)::int`;
  return db
    .select({
      id: eventTickets.id,
      name: eventTickets.name,
      description: eventTickets.description,
      price: eventTickets.price,
      quantity: eventTickets.quantity,
      isActive: eventTickets.isActive,
      soldCount: eventTickets.soldCount,
      held: sql<number>`(${heldOrders} + ${heldOffers})`.mapWith(Number),
    })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(asc(eventTickets.sortOrder), asc(eventTickets.createdAt))
    .limit(50);
};
export type TicketSeatRow = Awaited<ReturnType<typeof selectTicketSeats>>[number];

/**
 * Seats sold (negative: given back) on the ticket, mirrored in the event's current_participants, which the
 * event cards and analytics read as "registered" (the seed's figure stands for registrations made elsewhere).
 */
export const addSold = async (tx: Tx, ticketId: string, quantity: number) => {
  const [ticket] = await tx
    .update(eventTickets)
    .set({ soldCount: sql`${eventTickets.soldCount} + ${quantity}` })
    .where(eq(eventTickets.id, ticketId))
    .returning({ eventId: eventTickets.eventId });
  if (!ticket) return;
  await tx
    .update(events)
    .set({ currentParticipants: sql`greatest(0, ${events.currentParticipants} + ${quantity})` })
    .where(eq(events.id, ticket.eventId));
};

export const insertOrder = async (tx: Tx, values: typeof ticketOrders.$inferInsert) => {
  const [row] = await tx.insert(ticketOrders).values(values).returning({ id: ticketOrders.id });
  return row!.id;
};

export const insertIssuedTickets = async (tx: Tx, rows: (typeof issuedTickets.$inferInsert)[]) => {
  if (rows.length > 0) await tx.insert(issuedTickets).values(rows);
};

/** The order row for a state change, locked. */
export const lockOrder = async (tx: Tx, orderId: string) => {
  const [row] = await tx
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.id, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
};
export type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export const selectOrderRow = async (db: Conn, orderId: string) => {
  const [row] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)).limit(1);
  return row ?? null;
};

export const updateOrder = async (
  tx: Tx,
  orderId: string,
  values: Partial<typeof ticketOrders.$inferInsert>,
) => tx.update(ticketOrders).set(values).where(eq(ticketOrders.id, orderId));

/**
 * A member holds seats of one event with one unpaid order at a time: a new order replaces their earlier
 * pending ones (a second tab, a retry after leaving the checkout), so nobody can hoard seats with open
 * checkouts. A late payment of a replaced order is refunded by the completion hook.
 */
export const cancelPendingOrdersOf = async (tx: Tx, eventId: string, userId: string, now: Date) =>
  tx
    .update(ticketOrders)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(ticketOrders.eventId, eventId),
        eq(ticketOrders.userId, userId),
        eq(ticketOrders.status, 'pending'),
      ),
    );

/** Cancel the valid tickets of an order (refund or cancellation); returns how many seats they were. */
export const cancelIssuedOfOrder = async (tx: Tx, orderId: string) => {
  const rows = await tx
    .update(issuedTickets)
    .set({ status: 'canceled' })
    .where(and(eq(issuedTickets.orderId, orderId), eq(issuedTickets.status, 'valid')))
    .returning({ id: issuedTickets.id });
  return rows.length;
};

export const selectUserContact = async (db: Conn, userId: string) => {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

/** A waitlist entry by its offer token. */
export const selectEntryByToken = async (db: Conn, token: string) => {
  const [row] = await db.select().from(ticketWaitlist).where(eq(ticketWaitlist.offerToken, token)).limit(1);
  return row ?? null;
};
export type WaitlistRow = NonNullable<Awaited<ReturnType<typeof selectEntryByToken>>>;
