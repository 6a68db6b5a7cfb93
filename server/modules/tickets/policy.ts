import type { Actor } from '../../http/context';
import { type EventAccessFacts, eventsPolicy } from '../events';

/**
 * Event tickets (issue 14). Anyone may see availability; buying and the waitlist need a session (the route
 * answers 401 ticket_login_required). An order is seen by its buyer and by the event's team (organiser,
 * organisation owner or team, venue owner or team: the events edit rule) and admins; to anyone else it does
 * not exist (404). The team and admins see sales, orders, attendees and check people in.
 *
 * Cancelling (decision, docs/PRODUCT.md "Tickets"): the buyer may cancel an unpaid (pending) order, and a
 * free registration before the event starts; a paid order is cancelled by the event's team or an admin, and
 * becomes 'refunded' (the refund itself goes through the provider, outside the test checkout).
 */
export type OrderFacts = { buyerId: string | null; status: string; free: boolean; eventStarted: boolean };

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

export const ticketsPolicy = {
  /** Sales figures, order list, attendee CSV and check-in of an event. */
  manageSales: (actor: Actor, event: EventAccessFacts): boolean =>
    isAdmin(actor) || eventsPolicy.canEditEvent(actor, event),
  /** See an order: its buyer, the event's team, admins. */
  viewOrder: (actor: Actor, order: { buyerId: string | null }, eventTeam: boolean): boolean =>
    order.buyerId === actor.userId || eventTeam || isAdmin(actor),
  /** The buyer's own files (the order's .ics). */
  ownOrder: (actor: Actor, order: { buyerId: string | null }): boolean => order.buyerId === actor.userId,
  /** Cancel an order, per the decision above. */
  cancelOrder: (actor: Actor, order: OrderFacts, eventTeam: boolean): boolean => {
    if (order.status !== 'pending' && order.status !== 'paid') return false;
    if (eventTeam || isAdmin(actor)) return true;
    if (order.buyerId !== actor.userId) return false;
    if (order.status === 'pending') return true;
    return order.free && !order.eventStarted;
  },
  /** Leave a waitlist or open an offer: the entry's own member. */
  ownEntry: (actor: Actor, entry: { userId: string }): boolean => entry.userId === actor.userId,
};
