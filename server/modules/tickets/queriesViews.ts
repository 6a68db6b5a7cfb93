import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../../core/domain/searchText';
import { eventTickets, events, issuedTickets, ticketOrders } from '../../db/schema';
import type { Conn, Tx } from './queries';

/** Tickets: the SQL behind order pages, my tickets and the organiser's figures, lists, CSV and door. */

export const eventSummaryColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startDate: events.startDate,
  endDate: events.endDate,
  locationName: events.location,
  city: events.city,
  imageUrl: events.imageUrl,
};

export const selectOrderView = async (db: Conn, orderId: string) => {
  const [row] = await db
    .select({
      order: ticketOrders,
      ticketName: eventTickets.name,
      event: eventSummaryColumns,
      invoiceId: sql<string | null>`(select i.id from invoices i where i.ticket_order_id = ${ticketOrders.id}
        order by i.created_at desc limit 1)`,
    })
    .from(ticketOrders)
    .innerJoin(eventTickets, eq(eventTickets.id, ticketOrders.ticketId))
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(eq(ticketOrders.id, orderId))
    .limit(1);
  return row ?? null;
};
export type OrderViewRow = NonNullable<Awaited<ReturnType<typeof selectOrderView>>>;

export const selectIssuedOfOrder = async (db: Conn, orderId: string) =>
  db
    .select()
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, orderId))
    .orderBy(asc(issuedTickets.createdAt), asc(issuedTickets.code))
    .limit(20);

/** The member's orders (not the expired ones), upcoming events first (soonest first), then past (latest first). */
export const selectMyOrders = async (db: Conn, userId: string, now: Date, page: number, pageSize: number) => {
  const at = now.toISOString();
  const where = and(eq(ticketOrders.userId, userId), ne(ticketOrders.status, 'expired'));
  const isPast = sql<boolean>`(coalesce(${events.endDate}, ${events.startDate}) < ${at}::timestamptz)`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: ticketOrders,
        ticketName: eventTickets.name,
        event: eventSummaryColumns,
        isPast,
      })
      .from(ticketOrders)
      .innerJoin(eventTickets, eq(eventTickets.id, ticketOrders.ticketId))
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(where)
      .orderBy(
        asc(isPast),
        sql`case when ${isPast} then null else ${events.startDate} end asc nulls last`,
        desc(events.startDate),
        desc(ticketOrders.createdAt),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ticketOrders)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** Per ticket of an event: paid revenue excl. VAT. And the event's order/attendee/check-in counts. */
export const selectSalesFigures = async (db: Conn, eventId: string) => {
  const [revenue, [totals]] = await Promise.all([
    db
      .select({
        ticketId: ticketOrders.ticketId,
        revenue: sql<number>`coalesce(sum(${ticketOrders.amountExclVat}), 0)::float8`.mapWith(Number),
      })
      .from(ticketOrders)
      .where(and(eq(ticketOrders.eventId, eventId), eq(ticketOrders.status, 'paid')))
      .groupBy(ticketOrders.ticketId),
    db
      .select({
        orders: sql<number>`(select count(*) from ticket_orders o where o.event_id = ${eventId}
          and o.status = 'paid')::int`.mapWith(Number),
        attendees: sql<number>`count(*)::int`.mapWith(Number),
        checkedIn:
          sql<number>`(count(*) filter (where ${issuedTickets.checkedInAt} is not null))::int`.mapWith(
            Number,
          ),
      })
      .from(issuedTickets)
      .where(and(eq(issuedTickets.eventId, eventId), eq(issuedTickets.status, 'valid'))),
  ]);
  return { revenue, totals: totals ?? { orders: 0, attendees: 0, checkedIn: 0 } };
};

const searchOf = (q: string | undefined) => {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(ilike(ticketOrders.buyerName, like), ilike(ticketOrders.buyerEmail, like));
};

/** The organiser's order list: newest first, optionally searched on buyer name or e-mail. */
export const selectEventOrders = async (
  db: Conn,
  eventId: string,
  query: { page: number; q?: string | undefined },
  pageSize: number,
) => {
  const where = and(eq(ticketOrders.eventId, eventId), searchOf(query.q));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: ticketOrders,
        ticketName: eventTickets.name,
        checkedIn: sql<number>`(select count(*) from issued_tickets it where it.order_id = ${ticketOrders.id}
          and it.checked_in_at is not null and it.status = 'valid')::int`.mapWith(Number),
      })
      .from(ticketOrders)
      .innerJoin(eventTickets, eq(eventTickets.id, ticketOrders.ticketId))
      .where(where)
      .orderBy(desc(ticketOrders.createdAt), desc(ticketOrders.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ticketOrders)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** Every issued ticket of an event for the attendee CSV (bounded). */
export const selectAttendees = async (db: Conn, eventId: string, limit: number) =>
  db
    .select({
      holderName: issuedTickets.holderName,
      email: ticketOrders.buyerEmail,
      ticketName: eventTickets.name,
      code: issuedTickets.code,
      status: issuedTickets.status,
      checkedInAt: issuedTickets.checkedInAt,
    })
    .from(issuedTickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, issuedTickets.orderId))
    .innerJoin(eventTickets, eq(eventTickets.id, issuedTickets.ticketId))
    .where(eq(issuedTickets.eventId, eventId))
    .orderBy(asc(issuedTickets.holderName), asc(issuedTickets.code))
    .limit(limit);

/** A ticket by its code (unique index), locked for the door. */
export const lockIssuedByCode = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select({
      id: issuedTickets.id,
      eventId: issuedTickets.eventId,
      status: issuedTickets.status,
      holderName: issuedTickets.holderName,
      checkedInAt: issuedTickets.checkedInAt,
      ticketName: eventTickets.name,
    })
    .from(issuedTickets)
    .innerJoin(eventTickets, eq(eventTickets.id, issuedTickets.ticketId))
    .where(eq(issuedTickets.code, code))
    .for('update', { of: issuedTickets })
    .limit(1);
  return row ?? null;
};

export const markCheckedIn = async (tx: Tx, id: string, by: string, now: Date) =>
  tx.update(issuedTickets).set({ checkedInAt: now, checkedInBy: by }).where(eq(issuedTickets.id, id));

/** The ticket type and event of a waitlist offer. */
export const selectOfferTicket = async (db: Conn, ticketId: string) => {
  const [row] = await db
    .select({ event: eventSummaryColumns, ticketName: eventTickets.name, price: eventTickets.price })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(eq(eventTickets.id, ticketId))
    .limit(1);
  return row ?? null;
};
