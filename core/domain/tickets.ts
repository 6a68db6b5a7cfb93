/**
 * Event ticket rules (issue 14), shared by server and web. The server enforces them under row locks; the
 * web shows the same limits.
 */

export const TICKET_ORDER_STATUSES = ['pending', 'paid', 'canceled', 'expired', 'refunded'] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];

export const WAITLIST_STATUSES = ['waiting', 'offered', 'purchased', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const ISSUED_TICKET_STATUSES = ['valid', 'canceled'] as const;
export type IssuedTicketStatus = (typeof ISSUED_TICKET_STATUSES)[number];

/** A pending (unpaid) order holds its seats this long. */
export const TICKET_HOLD_MINUTES = 15;
/** A waitlist offer (e-mailed purchase link) holds its seats this long. */
export const WAITLIST_OFFER_HOURS = 24;
/** At most this many tickets in one order. */
export const MAX_TICKETS_PER_ORDER = 10;

/** Ticket codes: 10 characters of Crockford base32 (no I, L, O, U), shown as XXXXX-XXXXX. */
export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_LENGTH = 10;
export const formatTicketCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;
/** What a door scanner or a typed code becomes before lookup: upper case, no separators, O→0, I/L→1. */
export const normalizeTicketCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/**
 * Seats still for sale: the ticket's own quantity and the event's max_participants both bound it; sold
 * seats and live holds (pending orders and open waitlist offers) count against both. null = unlimited.
 */
export const seatsLeft = (input: {
  ticketQuantity: number | null;
  ticketTaken: number;
  eventMax: number | null;
  eventTaken: number;
}): number | null => {
  const byTicket = input.ticketQuantity === null ? null : input.ticketQuantity - input.ticketTaken;
  const byEvent = input.eventMax === null ? null : input.eventMax - input.eventTaken;
  if (byTicket === null && byEvent === null) return null;
  return Math.max(0, Math.min(byTicket ?? Number.POSITIVE_INFINITY, byEvent ?? Number.POSITIVE_INFINITY));
};
