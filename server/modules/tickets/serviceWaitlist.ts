import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { JoinWaitlistBody, WaitlistEntryView, WaitlistOfferView } from '../../../core/schemas/tickets';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import {
  type Ctx,
  type Outbox,
  type RequestCtx,
  offerFreedSeats,
  sendOutbox,
  sendOutboxLater,
} from './offers';
import { ticketsPolicy } from './policy';
import { presentEventSummary } from './presenter';
import { type Tx, lockEvent, lockTicket, selectEntryByToken, selectTicketSeats } from './queries';
import {
  expireOffers,
  expirePendingOrders,
  insertEntry,
  selectEntry,
  selectOpenEntriesOfUser,
  updateEntry,
} from './queriesWaitlist';
import { selectOfferTicket } from './queriesViews';
import { eventVisible, salesOpen, seatsOf } from './seats';

/** The waitlist: joining when sold out, leaving, an offer's page, and the hold/offer expiry job. */

/**
 * POST /api/events/:eventId/waitlist. Only when the ticket cannot be bought in the wanted quantity (409
 * waitlist_not_sold_out otherwise); one open entry per member and ticket (409 waitlist_already_joined).
 */
export const joinWaitlist = async (
  ctx: Ctx,
  actor: Actor,
  eventId: string,
  body: z.infer<typeof JoinWaitlistBody>,
  now = new Date(),
): Promise<z.infer<typeof WaitlistEntryView>> =>
  ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || !eventVisible(event)) throw new AppError('event_not_found');
    if (!salesOpen(event, now)) throw new AppError('ticket_sales_closed');
    await lockTicket(tx, body.ticketId);
    const rows = await selectTicketSeats(tx, eventId, now);
    const ticket = rows.find((r) => r.id === body.ticketId);
    if (!ticket || !ticket.isActive) throw new AppError('ticket_not_found');
    const left = seatsOf(event, rows, ticket);
    if (left === null || left >= body.quantity) throw new AppError('waitlist_not_sold_out');
    const entry = await insertEntry(tx, {
      eventId,
      ticketId: ticket.id,
      userId: actor.userId,
      quantity: body.quantity,
    });
    const mine = await selectOpenEntriesOfUser(tx, eventId, actor.userId);
    return {
      id: entry.id,
      ticketId: entry.ticketId,
      status: entry.status,
      position: mine.find((e) => e.id === entry.id)?.position ?? 1,
      quantity: entry.quantity,
      offerExpiresAt: null,
    };
  });

/** DELETE /api/events/:eventId/waitlist/:entryId: leave; an open offer's seats go to the next in line. */
export const leaveWaitlist = async (
  ctx: RequestCtx,
  actor: Actor,
  eventId: string,
  entryId: string,
  now = new Date(),
): Promise<void> => {
  const found = await selectEntry(ctx.db, entryId);
  if (!found || found.eventId !== eventId) throw new AppError('not_found');
  ensure(ticketsPolicy.ownEntry(actor, found), 'not_found');
  const outbox: Outbox = [];
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const entry = await selectEntry(tx, entryId);
    if (!event || !entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return;
    await updateEntry(tx, entryId, { status: 'left' });
    if (entry.status === 'offered') await offerFreedSeats(ctx, tx, event, now, outbox);
  });
  sendOutboxLater(ctx, outbox);
};

/** GET /api/waitlist-offers/:token: the offer behind a mailed link, for its own member only. */
export const waitlistOffer = async (
  ctx: Ctx,
  actor: Actor,
  token: string,
  now = new Date(),
): Promise<z.infer<typeof WaitlistOfferView>> => {
  const entry = await selectEntryByToken(ctx.db, token);
  if (!entry || !entry.offerExpiresAt || !ticketsPolicy.ownEntry(actor, entry))
    throw new AppError('waitlist_offer_invalid');
  const row = await selectOfferTicket(ctx.db, entry.ticketId);
  if (!row) throw new AppError('waitlist_offer_invalid');
  const state =
    entry.status === 'purchased'
      ? 'used'
      : entry.status === 'offered' && entry.offerExpiresAt.getTime() > now.getTime()
        ? 'open'
        : 'expired';
  return {
    entryId: entry.id,
    event: presentEventSummary(row.event),
    ticketId: entry.ticketId,
    ticketName: row.ticketName,
    price: row.price,
    quantity: entry.quantity,
    offerExpiresAt: entry.offerExpiresAt.toISOString(),
    state,
  };
};

/**
 * The hold/offer expiry job: pending orders past their hold become 'expired' and open offers past their time
 * 'expired' (conditional updates: safe on several instances), then each event with freed seats offers them to
 * its waitlist. Returns the rows changed and the mails to send after commit.
 */
export const expireTicketHolds = async (ctx: Ctx, tx: Tx, now: Date) => {
  const orders = await expirePendingOrders(tx, now);
  const offers = await expireOffers(tx, now);
  const outbox: Outbox = [];
  const eventIds = [...new Set([...orders, ...offers].map((r) => r.eventId))].sort();
  let offered = 0;
  for (const eventId of eventIds) {
    const event = await lockEvent(tx, eventId);
    if (event) offered += await offerFreedSeats(ctx, tx, event, now, outbox);
  }
  return { affected: orders.length + offers.length + offered, afterCommit: () => sendOutbox(ctx, outbox) };
};
