import { clipContent, notificationMoment, notify } from '../notifications';
import type { TicketEventRow, Tx } from './queries';

/**
 * The bell side of tickets (issue 15), written in the transaction that changes the order or the waitlist. The
 * mails with QR codes, refunds and offer links stay transactional (sent whatever the preferences); these rows
 * only make the same moment visible in the bell, steered by the member's 'tickets' preference.
 */

type OrderFacts = { id: string; userId: string | null; quantity: number };
type EventFacts = Pick<TicketEventRow, 'id' | 'slug' | 'title' | 'startDate'>;

/** Causes whose transactional mail already went out: the bell and push, never a second mail. */
const BESIDES_MAIL = ['inApp', 'push'] as const;

const seats = (quantity: number): string => (quantity === 1 ? '1 ticket' : `${quantity} tickets`);

/**
 * The order is paid and its tickets issued: a confirmation for the buyer, also when the buyer is the one who
 * acted (a free registration) — the bell is where they find their tickets again.
 */
export const noticeTicketPurchased = async (
  tx: Tx,
  order: OrderFacts,
  event: EventFacts,
  ticketName: string,
): Promise<void> => {
  if (!order.userId) return;
  await notify(tx, {
    userIds: [order.userId],
    kind: 'ticket_purchased',
    title: `Je tickets voor ${event.title}`,
    content: clipContent(
      `${seats(order.quantity)} (${ticketName}) voor ${notificationMoment(event.startDate)}. Je vindt ze bij je tickets.`,
    ),
    actionUrl: `/ticket-success?order=${order.id}`,
    data: { event_id: event.id, order_id: order.id },
    channels: BESIDES_MAIL,
  });
};

/** The order was cancelled or refunded: the buyer hears it, unless they cancelled it themselves. */
export const noticeTicketCancelled = async (
  tx: Tx,
  order: OrderFacts,
  event: EventFacts,
  refunded: boolean,
  actorId: string | null,
): Promise<void> => {
  if (!order.userId) return;
  await notify(tx, {
    userIds: [order.userId],
    kind: 'ticket_cancelled',
    title: `Je bestelling voor ${event.title} is geannuleerd`,
    content: clipContent(
      refunded
        ? `${seats(order.quantity)} geannuleerd; het bedrag wordt teruggestort.`
        : `${seats(order.quantity)} geannuleerd.`,
    ),
    actionUrl: `/ticket-success?order=${order.id}`,
    data: { event_id: event.id, order_id: order.id },
    exceptUserId: actorId,
    // A refund has its own mail; a cancelled free registration has none, so e-mail may carry it.
    ...(refunded ? { channels: BESIDES_MAIL } : {}),
  });
};

/** A seat came free for a waiting member: the offer link of the mail, also in the bell. */
export const noticeWaitlistOffer = async (
  tx: Tx,
  entry: { id: string; userId: string; quantity: number },
  event: EventFacts,
  token: string,
  expiresAt: Date,
): Promise<void> => {
  await notify(tx, {
    userIds: [entry.userId],
    kind: 'waitlist_offer',
    title: `Er is plek vrij bij ${event.title}`,
    content: clipContent(
      `${seats(entry.quantity)} voor je gereserveerd tot ${notificationMoment(expiresAt)}. Koop ze voordat het aanbod verloopt.`,
    ),
    actionUrl: `/evenement/${encodeURIComponent(event.slug)}?waitlistOffer=${encodeURIComponent(token)}`,
    data: { event_id: event.id, waitlist_entry_id: entry.id },
    channels: BESIDES_MAIL,
  });
};
