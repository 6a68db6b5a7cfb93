import { TICKET_HOLD_MINUTES } from '../../../core/domain/tickets';
import { withVat } from '../../../core/domain/payments';
import { AppError } from '../../../core/errors';
import type { CreateTicketOrderBody, TicketOrderStarted } from '../../../core/schemas/tickets';
import type { Actor, AppContext } from '../../http/context';
import { startCheckoutFor } from './checkout';
import { newTicketCode } from './codes';
import { ticketRefundMail, ticketsMail } from './mail';
import { noticeTicketCancelled, noticeTicketPurchased } from './notices';
import { type Ctx, type Outbox, offerFreedSeats, sendOutbox, sendOutboxLater } from './offers';
import {
  type OrderRow,
  type TicketEventRow,
  type Tx,
  addSold,
  cancelPendingOrdersOf,
  cancelIssuedOfOrder,
  insertIssuedTickets,
  insertOrder,
  lockEvent,
  lockOrder,
  lockTicket,
  selectEntryByToken,
  selectOrderRow,
  selectTicketSeats,
  updateOrder,
} from './queries';
import { updateEntry } from './queriesWaitlist';
import { salesOpen, seatsOf } from './seats';

/** Ticket orders: buying (free at once, paid through the checkout), paying, ending and cancelling. */

const successPath = (orderId: string) => `/ticket-success?order=${orderId}`;

/** The valid offer behind a waitlist token for this buyer and ticket, or waitlist_offer_invalid. */
const offerFor = async (tx: Tx, actor: Actor, token: string, ticketId: string, now: Date) => {
  const entry = await selectEntryByToken(tx, token);
  const valid =
    entry &&
    entry.userId === actor.userId &&
    entry.ticketId === ticketId &&
    entry.status === 'offered' &&
    entry.offerExpiresAt !== null &&
    entry.offerExpiresAt.getTime() > now.getTime();
  if (!valid) throw new AppError('waitlist_offer_invalid');
  return entry;
};

/** Paid: one issued ticket per seat, sold_count up (its CHECK is the last word against overselling). */
const issue = async (tx: Tx, order: OrderRow, now: Date): Promise<string[]> => {
  const codes = Array.from({ length: order.quantity }, () => newTicketCode());
  if (order.status !== 'paid') await updateOrder(tx, order.id, { status: 'paid', paidAt: now });
  await insertIssuedTickets(
    tx,
    codes.map((code) => ({
      orderId: order.id,
      eventId: order.eventId,
      ticketId: order.ticketId,
      userId: order.userId,
      holderName: order.buyerName,
      code,
    })),
  );
  await addSold(tx, order.ticketId, order.quantity);
  if (order.waitlistEntryId) await updateEntry(tx, order.waitlistEntryId, { status: 'purchased' });
  return codes;
};

const ticketsMailOf =
  (ctx: Ctx, order: OrderRow, event: TicketEventRow, ticketName: string, codes: string[]) => async () =>
    ticketsMail({
      publicUrl: ctx.config.publicUrl,
      to: order.buyerEmail,
      buyerName: order.buyerName,
      orderId: order.id,
      event,
      ticketName,
      codes,
    });

/**
 * POST /api/events/:eventId/ticket-orders. One transaction locks the event row, then the ticket row, and
 * counts the seats taken (sold + live holds) before inserting, so two buyers never both get the last seat.
 * Free: paid at once, tickets issued, mail after commit. Paid: pending with a hold of TICKET_HOLD_MINUTES and
 * a checkout (payments module). From a waitlist offer the offer's seats are the buyer's.
 */
export const createTicketOrder = async (
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  body: CreateTicketOrderBody,
  now = new Date(),
): Promise<TicketOrderStarted> => {
  const outbox: Outbox = [];
  const result = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.deletedAt || event.status === 'draft' || event.status === 'trashed')
      throw new AppError('event_not_found');
    if (!salesOpen(event, now)) throw new AppError('ticket_sales_closed');
    if (!(await lockTicket(tx, body.ticketId))) throw new AppError('ticket_not_found');
    const entry = body.waitlistToken
      ? await offerFor(tx, actor, body.waitlistToken, body.ticketId, now)
      : null;
    await cancelPendingOrdersOf(tx, eventId, actor.userId, now);
    const rows = await selectTicketSeats(tx, eventId, now, entry?.id);
    const ticket = rows.find((r) => r.id === body.ticketId);
    if (!ticket || !ticket.isActive) throw new AppError('ticket_not_found');
    const left = seatsOf(event, rows, ticket);
    if (left !== null && left < body.quantity) throw new AppError('ticket_sold_out');

    const amountExclVat = Math.round(ticket.price * body.quantity * 100) / 100;
    const free = amountExclVat === 0;
    const { vat } = free ? { vat: 0 } : withVat(amountExclVat, 'nl_standard');
    const holdExpiresAt = free ? null : new Date(now.getTime() + TICKET_HOLD_MINUTES * 60_000);
    const values = {
      eventId,
      ticketId: ticket.id,
      userId: actor.userId,
      quantity: body.quantity,
      unitPrice: ticket.price,
      amountExclVat,
      vatAmount: vat,
      buyerName: body.buyerName,
      buyerEmail: body.buyerEmail.toLowerCase(),
      // Free: paid at once (one insert, no update).
      status: free ? ('paid' as const) : ('pending' as const),
      paidAt: free ? now : null,
      holdExpiresAt,
      waitlistEntryId: entry?.id ?? null,
      createdAt: now,
    };
    const orderId = await insertOrder(tx, values);
    const order = { ...values, id: orderId, canceledAt: null } as OrderRow;
    if (free) {
      const codes = await issue(tx, order, now);
      await noticeTicketPurchased(tx, order, event, ticket.name);
      outbox.push(ticketsMailOf(ctx, order, event, ticket.name, codes));
      return { orderId, status: 'paid' as const, redirectUrl: successPath(orderId) };
    }
    const { checkoutUrl } = await startCheckoutFor(ctx, tx, {
      orderId,
      userId: actor.userId,
      email: values.buyerEmail,
      ticketName: `${ticket.name} – ${event.title}`,
      quantity: body.quantity,
      unitPrice: ticket.price,
      description: `${body.quantity} × ${ticket.name} – ${event.title}`,
      amountExclVat,
      vatAmount: vat,
      expiresAt: holdExpiresAt!,
      successUrl: successPath(orderId),
      cancelUrl: `/evenement/${event.slug}`,
    });
    return { orderId, status: 'pending' as const, checkoutUrl, redirectUrl: successPath(orderId) };
  });
  sendOutboxLater(ctx, outbox);
  return result;
};

/** What a checkout hook hands back: the mails to send once the payments transaction commits. */
export type AfterCommit = () => Promise<void>;

const ticketNameOf = async (tx: Tx, eventId: string, ticketId: string, now: Date) =>
  (await selectTicketSeats(tx, eventId, now)).find((r) => r.id === ticketId)?.name ?? 'Ticket';

/**
 * The checkout of a ticket order completed (inside the payments transaction). A pending order is paid and its
 * tickets issued. A payment that arrives after the hold expired is still honoured when the seats are free;
 * when they are gone (or the buyer had cancelled) the order becomes 'refunded' and the buyer gets a mail that
 * the payment is refunded. Paid or refunded orders are left alone (the hook may run twice).
 */
export const completeTicketOrder = async (
  ctx: Ctx,
  tx: Tx,
  orderId: string,
  now = new Date(),
): Promise<AfterCommit> => {
  const outbox: Outbox = [];
  const send = () => sendOutbox(ctx, outbox);
  const found = await selectOrderRow(tx, orderId);
  if (!found) return send;
  const event = await lockEvent(tx, found.eventId);
  await lockTicket(tx, found.ticketId);
  const order = await lockOrder(tx, orderId);
  if (!event || !order || order.status === 'paid' || order.status === 'refunded') return send;
  const ticketName = await ticketNameOf(tx, order.eventId, order.ticketId, now);
  const holdLive =
    order.status === 'pending' &&
    order.holdExpiresAt !== null &&
    order.holdExpiresAt.getTime() > now.getTime();
  let fits = holdLive;
  if (!fits && order.status !== 'canceled') {
    const rows = await selectTicketSeats(tx, order.eventId, now);
    const row = rows.find((r) => r.id === order.ticketId);
    const left = row ? seatsOf(event, rows, row) : 0;
    fits = left === null || left >= order.quantity;
  }
  if (fits) {
    const codes = await issue(tx, order, now);
    await noticeTicketPurchased(tx, order, event, ticketName);
    outbox.push(ticketsMailOf(ctx, order, event, ticketName, codes));
  } else {
    await updateOrder(tx, order.id, { status: 'refunded', canceledAt: now });
    const total = Math.round((order.amountExclVat + order.vatAmount) * 100) / 100;
    outbox.push(async () =>
      ticketRefundMail({
        to: order.buyerEmail,
        buyerName: order.buyerName,
        event,
        total,
        reason: 'sold_out',
      }),
    );
  }
  return send;
};

/**
 * The checkout ended without payment (expired, cancelled or failed): a pending order becomes 'expired' or
 * 'canceled', its seats are free again and go to the waitlist.
 */
export const endTicketOrder = async (
  ctx: Ctx,
  tx: Tx,
  orderId: string,
  outcome: 'expired' | 'canceled',
  now = new Date(),
): Promise<AfterCommit> => {
  const outbox: Outbox = [];
  const found = await selectOrderRow(tx, orderId);
  if (found) {
    const event = await lockEvent(tx, found.eventId);
    const order = await lockOrder(tx, orderId);
    if (event && order?.status === 'pending') {
      await updateOrder(tx, order.id, { status: outcome, canceledAt: now });
      await offerFreedSeats(ctx, tx, event, now, outbox);
    }
  }
  return () => sendOutbox(ctx, outbox);
};

/**
 * Cancel an order (policy decides who). Pending → 'canceled'; a paid free registration → 'canceled'; a paid
 * order with money → 'refunded' (the provider refund is recorded, not executed by the test checkout) and a
 * mail to the buyer. Its tickets become 'canceled', sold_count goes down and the seats go to the waitlist.
 */
export const cancelOrderInTx = async (
  ctx: Ctx,
  tx: Tx,
  orderId: string,
  now: Date,
  outbox: Outbox,
  actorId: string | null = null,
): Promise<boolean> => {
  const found = await selectOrderRow(tx, orderId);
  if (!found) return false;
  const event = await lockEvent(tx, found.eventId);
  await lockTicket(tx, found.ticketId);
  const order = await lockOrder(tx, orderId);
  if (!event || !order || (order.status !== 'pending' && order.status !== 'paid')) return false;
  const total = Math.round((order.amountExclVat + order.vatAmount) * 100) / 100;
  const refunded = order.status === 'paid' && total > 0;
  await updateOrder(tx, order.id, { status: refunded ? 'refunded' : 'canceled', canceledAt: now });
  if (order.status === 'paid') {
    await cancelIssuedOfOrder(tx, order.id);
    await addSold(tx, order.ticketId, -order.quantity);
  }
  if (refunded) {
    outbox.push(async () =>
      ticketRefundMail({
        to: order.buyerEmail,
        buyerName: order.buyerName,
        event,
        total,
        reason: 'canceled',
      }),
    );
  }
  await noticeTicketCancelled(tx, order, event, refunded, actorId);
  await offerFreedSeats(ctx, tx, event, now, outbox);
  return true;
};
