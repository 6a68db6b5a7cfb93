import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ticketOrders, ticketWaitlist, users } from '../../db/schema';
import type { Conn, Tx } from './queries';

/** Tickets: the SQL of the waitlist (queue order, offers, expiry) and of expiring holds. */

export const selectEntry = async (db: Conn, entryId: string) => {
  const [row] = await db.select().from(ticketWaitlist).where(eq(ticketWaitlist.id, entryId)).limit(1);
  return row ?? null;
};

/** The member's open entries (waiting or offered) for the tickets of one event, with their queue position. */
export const selectOpenEntriesOfUser = async (db: Conn, eventId: string, userId: string) =>
  db
    .select({
      id: ticketWaitlist.id,
      ticketId: ticketWaitlist.ticketId,
      status: ticketWaitlist.status,
      quantity: ticketWaitlist.quantity,
      offerToken: ticketWaitlist.offerToken,
      offerExpiresAt: ticketWaitlist.offerExpiresAt,
      position: sql<number>`(select count(*) from ticket_waitlist q
        where q.ticket_id = ${ticketWaitlist.ticketId} and q.status in ('waiting', 'offered')
          and q.created_at <= ${ticketWaitlist.createdAt})::int`.mapWith(Number),
    })
    .from(ticketWaitlist)
    .where(
      and(
        eq(ticketWaitlist.eventId, eventId),
        eq(ticketWaitlist.userId, userId),
        inArray(ticketWaitlist.status, ['waiting', 'offered']),
      ),
    )
    .limit(50);

export const insertEntry = async (
  tx: Tx,
  values: { eventId: string; ticketId: string; userId: string; quantity: number },
) => {
  const [row] = await tx.insert(ticketWaitlist).values(values).returning();
  return row!;
};

export const updateEntry = async (
  tx: Conn,
  entryId: string,
  values: Partial<typeof ticketWaitlist.$inferInsert>,
) => tx.update(ticketWaitlist).set(values).where(eq(ticketWaitlist.id, entryId));

/** The first waiting entries of a ticket, oldest first (queue index). */
export const selectWaitingQueue = async (tx: Tx, ticketId: string, limit: number) =>
  tx
    .select({
      id: ticketWaitlist.id,
      userId: ticketWaitlist.userId,
      quantity: ticketWaitlist.quantity,
      email: users.email,
      name: users.name,
    })
    .from(ticketWaitlist)
    .innerJoin(users, eq(users.id, ticketWaitlist.userId))
    .where(and(eq(ticketWaitlist.ticketId, ticketId), eq(ticketWaitlist.status, 'waiting')))
    .orderBy(asc(ticketWaitlist.createdAt), asc(ticketWaitlist.id))
    .limit(limit);

/** Waiting entries per ticket of an event (organiser figures). */
export const countWaitingByTicket = async (db: Conn, eventId: string) =>
  db
    .select({
      ticketId: ticketWaitlist.ticketId,
      waiting: sql<number>`coalesce(sum(${ticketWaitlist.quantity}), 0)::int`.mapWith(Number),
    })
    .from(ticketWaitlist)
    .where(and(eq(ticketWaitlist.eventId, eventId), eq(ticketWaitlist.status, 'waiting')))
    .groupBy(ticketWaitlist.ticketId);

/**
 * Pending orders whose hold ran out become 'expired' (conditional, so several instances never expire one
 * twice; the pending-hold partial index finds them). Returns their events.
 */
export const expirePendingOrders = async (tx: Tx, now: Date) =>
  tx
    .update(ticketOrders)
    .set({ status: 'expired', canceledAt: now })
    .where(and(eq(ticketOrders.status, 'pending'), lte(ticketOrders.holdExpiresAt, now)))
    .returning({ id: ticketOrders.id, eventId: ticketOrders.eventId });

/** Offers nobody used in time become 'expired'. Returns their events. */
export const expireOffers = async (tx: Tx, now: Date) =>
  tx
    .update(ticketWaitlist)
    .set({ status: 'expired' })
    .where(and(eq(ticketWaitlist.status, 'offered'), lte(ticketWaitlist.offerExpiresAt, now)))
    .returning({ id: ticketWaitlist.id, eventId: ticketWaitlist.eventId });
