import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, tstz } from './columns';
import { issuedTicketStatus, ticketOrderStatus, waitlistStatus } from './enums';
import { eventTickets, events } from './events';

/**
 * Ticket sales (issue 14). An order buys `quantity` seats of one ticket type. A pending order holds its seats
 * until hold_expires_at (TICKET_HOLD_MINUTES); paying it issues one issued_tickets row per seat and adds the
 * quantity to event_tickets.sold_count. Seats are counted under a row lock on the event (see the tickets
 * module), so sold + held never exceeds the ticket quantity or the event's max_participants.
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => eventTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** Price per seat excl. VAT at order time, and the order's totals. */
    unitPrice: money('unit_price').notNull(),
    amountExclVat: money('amount_excl_vat').notNull(),
    vatAmount: money('vat_amount').notNull().default(0),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    status: ticketOrderStatus('status').notNull().default('pending'),
    holdExpiresAt: tstz('hold_expires_at'),
    /** The waitlist offer this order was bought from, if any. */
    waitlistEntryId: uuid('waitlist_entry_id'),
    paidAt: tstz('paid_at'),
    canceledAt: tstz('canceled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_orders_event_idx').on(t.eventId, t.status),
    index('ticket_orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('ticket_orders_pending_hold_idx')
      .on(t.ticketId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('ticket_orders_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);

/** One seat of a paid order, with the code printed in its QR and checked at the door. */
export const issuedTickets = pgTable(
  'issued_tickets',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => eventTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    code: text('code').notNull(),
    status: issuedTicketStatus('status').notNull().default('valid'),
    checkedInAt: tstz('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('issued_tickets_code_unique').on(t.code),
    index('issued_tickets_event_idx').on(t.eventId, t.status),
    index('issued_tickets_user_idx').on(t.userId, t.createdAt.desc()),
    index('issued_tickets_order_idx').on(t.orderId),
  ],
);

/**
 * Waitlist per ticket type. When a seat frees up the first 'waiting' entry becomes 'offered' with a token for a
 * purchase link valid WAITLIST_OFFER_HOURS; an open offer holds its seats like a pending order.
 */
export const ticketWaitlist = pgTable(
  'ticket_waitlist',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => eventTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    status: waitlistStatus('status').notNull().default('waiting'),
    offerToken: text('offer_token'),
    offeredAt: tstz('offered_at'),
    offerExpiresAt: tstz('offer_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_waitlist_open_unique')
      .on(t.ticketId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    unique('ticket_waitlist_offer_token_unique').on(t.offerToken),
    index('ticket_waitlist_queue_idx').on(t.ticketId, t.status, t.createdAt),
    index('ticket_waitlist_user_idx').on(t.userId),
    // The holds job's scan: open offers by expiry.
    index('ticket_waitlist_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check('ticket_waitlist_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);
