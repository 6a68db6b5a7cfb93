import { z } from 'zod';
import {
  ISSUED_TICKET_STATUSES,
  MAX_TICKETS_PER_ORDER,
  TICKET_ORDER_STATUSES,
  WAITLIST_STATUSES,
} from '../domain/tickets';
import { paged } from './common';

/**
 * The event-tickets contract (issue 14; spec §3 event_tickets). Buying needs a session. Paid tickets go
 * through the payments checkout (kind 'ticket_order'); free tickets are paid at once (one-click registration).
 *
 * Endpoints (server/modules/tickets):
 *   GET    /api/events/:eventId/ticket-availability   → TicketAvailability               (public; waitlist for session)
 *   POST   /api/events/:eventId/ticket-orders         CreateTicketOrderBody → TicketOrderStarted (session)
 *   GET    /api/ticket-orders/:orderId                → TicketOrderView                  (buyer, organiser, admin)
 *   POST   /api/ticket-orders/:orderId/cancel         → TicketOrderView                  (buyer: free or unpaid; organiser/admin: any)
 *   GET    /api/ticket-orders/:orderId/ics            → text/calendar                    (buyer)
 *   GET    /api/me/tickets?page=                      → MyTicketPage                     (session)
 *   POST   /api/events/:eventId/waitlist              JoinWaitlistBody → WaitlistEntryView (session)
 *   DELETE /api/events/:eventId/waitlist/:entryId     → 204                              (owner)
 *   GET    /api/waitlist-offers/:token                → WaitlistOfferView                (session, owner)
 *   GET    /api/events/:eventId/ticket-sales          → TicketSales                      (organiser, admin)
 *   GET    /api/events/:eventId/ticket-orders?page=&q= → OrganiserOrderPage              (organiser, admin)
 *   GET    /api/events/:eventId/attendees.csv         → text/csv                         (organiser, admin)
 *   POST   /api/events/:eventId/check-in              CheckInBody → CheckInResult        (organiser, admin)
 */

const uuid = z.string().uuid();
const iso = z.string();
const money = z.number();

export const TicketOrderStatusSchema = z.enum(TICKET_ORDER_STATUSES);

export const TicketTypeAvailability = z.object({
  ticketId: uuid,
  name: z.string(),
  description: z.string().nullable(),
  price: money,
  /** null = no limit. */
  seatsLeft: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** The signed-in member's open waitlist entry for this ticket type, if any. */
  waitlist: z
    .object({
      entryId: uuid,
      status: z.enum(WAITLIST_STATUSES),
      position: z.number().int(),
      offerToken: z.string().nullable(),
    })
    .nullable(),
});
export const TicketAvailability = z.object({
  eventId: uuid,
  /** Sales close when the event has started, is not published, or is cancelled. */
  salesOpen: z.boolean(),
  tickets: z.array(TicketTypeAvailability),
});
export type TicketAvailability = z.infer<typeof TicketAvailability>;

export const CreateTicketOrderBody = z.object({
  ticketId: uuid,
  quantity: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_TICKETS_PER_ORDER, `Maximaal ${MAX_TICKETS_PER_ORDER} tickets per bestelling.`),
  buyerName: z.string().trim().min(2, 'Vul je naam in.').max(120),
  buyerEmail: z.string().trim().email('Vul een geldig e-mailadres in.').max(254),
  /** Buying from a waitlist offer: its token (the seats it holds are used). */
  waitlistToken: z.string().max(100).optional(),
});
export type CreateTicketOrderBody = z.infer<typeof CreateTicketOrderBody>;

export const TicketOrderStarted = z.object({
  orderId: uuid,
  status: TicketOrderStatusSchema,
  /** Paid tickets: where the buyer pays. Free tickets: absent, the order is paid already. */
  checkoutUrl: z.string().optional(),
  /** Free tickets: /ticket-success?order={orderId}. */
  redirectUrl: z.string(),
});
export type TicketOrderStarted = z.infer<typeof TicketOrderStarted>;

export const IssuedTicketView = z.object({
  id: uuid,
  code: z.string(),
  /** XXXXX-XXXXX */
  displayCode: z.string(),
  holderName: z.string(),
  status: z.enum(ISSUED_TICKET_STATUSES),
  checkedInAt: iso.nullable(),
  /** QR of the code as an SVG string (server-made, so the web bundle carries no QR library). */
  qrSvg: z.string(),
});
export type IssuedTicketView = z.infer<typeof IssuedTicketView>;

export const TicketEventSummary = z.object({
  id: uuid,
  slug: z.string().nullable(),
  title: z.string(),
  startDate: iso,
  endDate: iso.nullable(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const TicketOrderView = z.object({
  id: uuid,
  status: TicketOrderStatusSchema,
  event: TicketEventSummary,
  ticketName: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  vatAmount: money,
  total: money,
  buyerName: z.string(),
  buyerEmail: z.string(),
  holdExpiresAt: iso.nullable(),
  paidAt: iso.nullable(),
  createdAt: iso,
  tickets: z.array(IssuedTicketView),
  invoiceId: uuid.nullable(),
  canCancel: z.boolean(),
});
export type TicketOrderView = z.infer<typeof TicketOrderView>;

export const MyTicketRow = z.object({
  orderId: uuid,
  status: TicketOrderStatusSchema,
  event: TicketEventSummary,
  ticketName: z.string(),
  quantity: z.number().int(),
  total: money,
  createdAt: iso,
  isPast: z.boolean(),
});
export const MyTicketPage = paged(MyTicketRow);

export const JoinWaitlistBody = z.object({
  ticketId: uuid,
  quantity: z.coerce.number().int().min(1).max(MAX_TICKETS_PER_ORDER).default(1),
});
export const WaitlistEntryView = z.object({
  id: uuid,
  ticketId: uuid,
  status: z.enum(WAITLIST_STATUSES),
  position: z.number().int(),
  quantity: z.number().int(),
  offerExpiresAt: iso.nullable(),
});
export const WaitlistOfferView = z.object({
  entryId: uuid,
  event: TicketEventSummary,
  ticketId: uuid,
  ticketName: z.string(),
  price: money,
  quantity: z.number().int(),
  offerExpiresAt: iso,
  state: z.enum(['open', 'used', 'expired']),
});

export const TicketSales = z.object({
  eventId: uuid,
  currency: z.literal('EUR'),
  tickets: z.array(
    z.object({
      ticketId: uuid,
      name: z.string(),
      price: money,
      quantity: z.number().int().nullable(),
      sold: z.number().int(),
      held: z.number().int(),
      waiting: z.number().int(),
      revenue: money,
    }),
  ),
  orders: z.number().int(),
  attendees: z.number().int(),
  checkedIn: z.number().int(),
  /** Excl. VAT, paid orders only. */
  revenue: money,
});

export const OrganiserOrderRow = z.object({
  id: uuid,
  status: TicketOrderStatusSchema,
  ticketName: z.string(),
  quantity: z.number().int(),
  total: money,
  buyerName: z.string(),
  buyerEmail: z.string(),
  paidAt: iso.nullable(),
  createdAt: iso,
  checkedIn: z.number().int(),
});
export const OrganiserOrderQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  q: z.string().trim().max(120).optional(),
});
export const OrganiserOrderPage = paged(OrganiserOrderRow);

export const CheckInBody = z.object({ code: z.string().trim().min(4, 'Vul een ticketcode in.').max(40) });
export const CheckInResult = z.object({
  /** checked_in: now in; already: was in before (at checkedInAt); the other two are refusals. */
  result: z.enum(['checked_in', 'already', 'canceled', 'unknown']),
  holderName: z.string().nullable(),
  ticketName: z.string().nullable(),
  checkedInAt: iso.nullable(),
});
export type CheckInResult = z.infer<typeof CheckInResult>;
