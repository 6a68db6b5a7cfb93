import { AppError } from '../../../core/errors';
import type { TicketAvailability, TicketOrderView } from '../../../core/schemas/tickets';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { eventAccessFacts } from '../events';
import { eventIcs } from './mail';
import { type Ctx, type Outbox, type RequestCtx, sendOutboxLater } from './offers';
import { ticketsPolicy } from './policy';
import { presentMyRow, presentOrder } from './presenter';
import { type OrderRow, selectEvent, selectTicketSeats } from './queries';
import { selectOpenEntriesOfUser } from './queriesWaitlist';
import { selectIssuedOfOrder, selectMyOrders, selectOrderView } from './queriesViews';
import { eventVisible, salesOpen, seatsOf } from './seats';
import { cancelOrderInTx } from './service';

/** Ticket reads for buyers (availability, an order, my tickets, the .ics) and cancelling an order. */

const PAGE_SIZE = 20;

/** GET /api/events/:eventId/ticket-availability: public; the member's waitlist entries when signed in. */
export const ticketAvailability = async (
  ctx: Ctx,
  actor: Actor | null,
  eventId: string,
  now = new Date(),
): Promise<TicketAvailability> => {
  const event = await selectEvent(ctx.db, eventId);
  if (!event || !eventVisible(event)) throw new AppError('event_not_found');
  const [rows, entries] = await Promise.all([
    selectTicketSeats(ctx.db, eventId, now),
    actor ? selectOpenEntriesOfUser(ctx.db, eventId, actor.userId) : Promise.resolve([]),
  ]);
  return {
    eventId,
    salesOpen: salesOpen(event, now) && rows.some((r) => r.isActive),
    tickets: rows
      .filter((r) => r.isActive)
      .map((r) => {
        const left = seatsOf(event, rows, r);
        const entry = entries.find((e) => e.ticketId === r.id);
        return {
          ticketId: r.id,
          name: r.name,
          description: r.description,
          price: r.price,
          seatsLeft: left,
          soldOut: left === 0,
          waitlist: entry
            ? {
                entryId: entry.id,
                status: entry.status,
                position: entry.position,
                offerToken: entry.status === 'offered' ? entry.offerToken : null,
              }
            : null,
        };
      }),
  };
};

/** Whether the actor is on the event's team (organiser, organisation/venue owner or team; admins too). */
export const isEventTeam = async (db: Db, actor: Actor, eventId: string): Promise<boolean> => {
  const facts = await eventAccessFacts(db, { id: eventId }, actor.userId);
  return facts !== null && ticketsPolicy.manageSales(actor, facts);
};

const orderFacts = (order: OrderRow, startDate: Date, now: Date) => ({
  buyerId: order.userId,
  status: order.status,
  free: order.amountExclVat === 0,
  eventStarted: startDate.getTime() <= now.getTime(),
});

/** The order as its buyer, the event's team or an admin sees it; to anyone else it does not exist. */
const loadOrderFor = async (ctx: Ctx, actor: Actor, orderId: string) => {
  const view = await selectOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ticket_order_not_found');
  const team = await isEventTeam(ctx.db, actor, view.order.eventId);
  ensure(ticketsPolicy.viewOrder(actor, { buyerId: view.order.userId }, team), 'ticket_order_not_found');
  return { view, team };
};

/** GET /api/ticket-orders/:orderId. */
export const getTicketOrder = async (
  ctx: Ctx,
  actor: Actor,
  orderId: string,
  now = new Date(),
): Promise<TicketOrderView> => {
  const { view, team } = await loadOrderFor(ctx, actor, orderId);
  const issued = await selectIssuedOfOrder(ctx.db, orderId);
  const canCancel = ticketsPolicy.cancelOrder(actor, orderFacts(view.order, view.event.startDate, now), team);
  return presentOrder(view, issued, canCancel);
};

/** POST /api/ticket-orders/:orderId/cancel (the rule: ticketsPolicy.cancelOrder). */
export const cancelTicketOrder = async (
  ctx: RequestCtx,
  actor: Actor,
  orderId: string,
  now = new Date(),
): Promise<TicketOrderView> => {
  const { view, team } = await loadOrderFor(ctx, actor, orderId);
  ensure(
    ticketsPolicy.cancelOrder(actor, orderFacts(view.order, view.event.startDate, now), team),
    'ticket_order_not_cancelable',
  );
  const outbox: Outbox = [];
  const done = await ctx.db.transaction((tx) => cancelOrderInTx(ctx, tx, orderId, now, outbox, actor.userId));
  if (!done) throw new AppError('ticket_order_not_cancelable');
  sendOutboxLater(ctx, outbox);
  return getTicketOrder(ctx, actor, orderId, now);
};

/** GET /api/ticket-orders/:orderId/ics: the buyer's calendar file of the event. */
export const ticketOrderIcs = async (ctx: Ctx, actor: Actor, orderId: string) => {
  const { view } = await loadOrderFor(ctx, actor, orderId);
  ensure(ticketsPolicy.ownOrder(actor, { buyerId: view.order.userId }), 'ticket_order_not_found');
  const event = await selectEvent(ctx.db, view.order.eventId);
  if (!event) throw new AppError('ticket_order_not_found');
  return eventIcs(ctx.config.publicUrl, event);
};

/** GET /api/me/tickets?page=: the member's orders, upcoming events first. */
export const listMyTickets = async (ctx: Ctx, actor: Actor, page: number, now = new Date()) => {
  const { rows, total } = await selectMyOrders(ctx.db, actor.userId, now, page, PAGE_SIZE);
  return { items: rows.map(presentMyRow), total, page, pageSize: PAGE_SIZE };
};
