import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  CheckInBody,
  CheckInResult,
  CreateTicketOrderBody,
  JoinWaitlistBody,
  MyTicketPage,
  OrganiserOrderPage,
  OrganiserOrderQuery,
  TicketAvailability,
  TicketOrderStarted,
  TicketOrderView,
  TicketSales,
  WaitlistEntryView,
  WaitlistOfferView,
} from '../../../core/schemas/tickets';
import type { RequestContext } from '../../http/context';
import { actorOf, optionalActorOf, requireSession } from '../../http/requireSession';
import { createTicketOrder } from './service';
import { attendeesCsv, checkIn, eventTicketOrders, ticketSales } from './serviceOrganiser';
import {
  cancelTicketOrder,
  getTicketOrder,
  listMyTickets,
  ticketAvailability,
  ticketOrderIcs,
} from './serviceOrders';
import { joinWaitlist, leaveWaitlist, waitlistOffer } from './serviceWaitlist';

const tags = ['tickets'];
const EventParams = z.object({ eventId: z.string().uuid() });
const OrderParams = z.object({ orderId: z.string().uuid() });
const EntryParams = z.object({ eventId: z.string().uuid(), entryId: z.string().uuid() });
const TokenParams = z.object({ token: z.string().min(10).max(100) });
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) });
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...refused, 409: ErrorEnvelope, 410: ErrorEnvelope };
const noStore = {
  onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  },
};

/** Event tickets (issue 14): availability, orders, the waitlist and the organiser's sales and door. */
export const ticketRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; ticketsPolicy is asked by each use case.
    const signedIn = requireSession(ctx);
    const buyer = requireSession(ctx, () => new AppError('ticket_login_required'));

    app.get(
      '/api/events/:eventId/ticket-availability',
      {
        ...noStore,
        schema: {
          tags,
          summary: 'Seats left per ticket type; the signed-in member’s waitlist entries',
          params: EventParams,
          response: { 200: TicketAvailability, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        ticketAvailability(ctx, await optionalActorOf(ctx, req, reply), req.params.eventId),
    );

    app.post(
      '/api/events/:eventId/ticket-orders',
      {
        preHandler: buyer,
        schema: {
          tags,
          summary: 'Buy tickets: free ones at once, paid ones held while the buyer pays',
          params: EventParams,
          body: CreateTicketOrderBody,
          response: { 201: TicketOrderStarted, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return createTicketOrder(ctx, actorOf(req), req.params.eventId, req.body);
      },
    );

    app.get(
      '/api/ticket-orders/:orderId',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: 'An order with its tickets (buyer, event team, admin)',
          params: OrderParams,
          response: { 200: TicketOrderView, ...refused },
        },
      },
      async (req) => getTicketOrder(ctx, actorOf(req), req.params.orderId),
    );

    app.post(
      '/api/ticket-orders/:orderId/cancel',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Cancel an order (buyer: unpaid or free before the event; event team or admin: any)',
          params: OrderParams,
          response: { 200: TicketOrderView, ...writeErrors },
        },
      },
      async (req) => cancelTicketOrder(ctx, actorOf(req), req.params.orderId),
    );

    app.get(
      '/api/ticket-orders/:orderId/ics',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'The event of an order as an iCalendar file (buyer)',
          params: OrderParams,
          response: { 200: z.string(), ...refused },
        },
      },
      async (req, reply) => {
        const { fileName, ics } = await ticketOrderIcs(ctx, actorOf(req), req.params.orderId);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(ics);
      },
    );

    app.get(
      '/api/me/tickets',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: 'My ticket orders, upcoming events first',
          querystring: PageQuery,
          response: { 200: MyTicketPage, ...refused },
        },
      },
      async (req) => listMyTickets(ctx, actorOf(req), req.query.page),
    );

    app.post(
      '/api/events/:eventId/waitlist',
      {
        preHandler: buyer,
        schema: {
          tags,
          summary: 'Join the waitlist of a sold-out ticket',
          params: EventParams,
          body: JoinWaitlistBody,
          response: { 201: WaitlistEntryView, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return joinWaitlist(ctx, actorOf(req), req.params.eventId, req.body);
      },
    );

    app.delete(
      '/api/events/:eventId/waitlist/:entryId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Leave the waitlist (an open offer goes to the next in line)',
          params: EntryParams,
          response: { 204: z.null(), ...refused },
        },
      },
      async (req, reply) => {
        await leaveWaitlist(ctx, actorOf(req), req.params.eventId, req.params.entryId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/waitlist-offers/:token',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: 'A waitlist offer behind a mailed link (its own member)',
          params: TokenParams,
          response: { 200: WaitlistOfferView, ...refused, 410: ErrorEnvelope },
        },
      },
      async (req) => waitlistOffer(ctx, actorOf(req), req.params.token),
    );

    app.get(
      '/api/events/:eventId/ticket-sales',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: 'Sales per ticket type and attendance (event team, admin)',
          params: EventParams,
          response: { 200: TicketSales, ...refused },
        },
      },
      async (req) => ticketSales(ctx, actorOf(req), req.params.eventId),
    );

    app.get(
      '/api/events/:eventId/ticket-orders',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: 'Orders of an event, newest first, searchable on buyer (event team, admin)',
          params: EventParams,
          querystring: OrganiserOrderQuery,
          response: { 200: OrganiserOrderPage, ...refused },
        },
      },
      async (req) => eventTicketOrders(ctx, actorOf(req), req.params.eventId, req.query),
    );

    app.get(
      '/api/events/:eventId/attendees.csv',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Attendees as CSV for Dutch Excel (event team, admin)',
          params: EventParams,
          response: { 200: z.string(), ...refused },
        },
      },
      async (req, reply) => {
        const { fileName, csv } = await attendeesCsv(ctx, actorOf(req), req.params.eventId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/api/events/:eventId/check-in',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Check a ticket in at the door by its code (event team, admin)',
          params: EventParams,
          body: CheckInBody,
          response: { 200: CheckInResult, ...writeErrors },
        },
      },
      async (req) => checkIn(ctx, actorOf(req), req.params.eventId, req.body.code),
    );
  };
