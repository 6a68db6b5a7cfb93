import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockedDateBody,
  BlockedDateDto,
  BlockedDateParams,
  BookingDto,
  BookingEventBody,
  BookingIdParams,
  BookingListQuery,
  BookingRequestBody,
  BookingStatusBody,
  CalendarQuery,
  CalendarResponse,
  ManagedVenuesResponse,
  MyVenueBookingsResponse,
  OpeningHoursBody,
  UnitDto,
  UnitParams,
  UnitPatchBody,
  UnitWriteBody,
  VenueBookingsResponse,
  VenueHireSetup,
  VenueIdParams,
} from '../../../core/schemas/bookings';
import { ErrorEnvelope } from '../../../core/schemas/common';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  linkBookingEvent,
  listMyVenueBookings,
  listVenueBookings,
  moveBooking,
  requestBooking,
} from './service';
import {
  addBlockedDate,
  createUnit,
  listManagedVenues,
  loadCalendar,
  loadSetup,
  patchUnit,
  removeBlockedDate,
  removeUnit,
  saveOpeningHours,
} from './setup';

const tags = ['bookings'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...refused, 409: ErrorEnvelope };
const DASH = '/api/dashboard/venue-hire';

/** Venue hire (issue 12): the owner's setup and requests, the public calendar, requests from organisations. */
export const bookingRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; bookingsPolicy is asked by each use case.
    const signedIn = requireSession(ctx);
    const noStore = {
      onSend: async (
        _req: unknown,
        reply: { header: (k: string, v: string) => unknown },
        payload: unknown,
      ) => {
        reply.header('cache-control', 'no-store');
        return payload;
      },
    };

    app.get(
      '/api/venues/:venueId/calendar',
      {
        schema: {
          tags,
          summary:
            'Public hire calendar of a venue: per date open ranges, blocks and accepted bookings per unit',
          params: VenueIdParams,
          querystring: CalendarQuery,
          response: { 200: CalendarResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req) => loadCalendar(ctx.db, req.params.venueId, req.query),
    );

    app.get(
      '/api/venues/:venueId/bookings/mine',
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: "My organisation's requests at this venue, with the events it may link",
          params: VenueIdParams,
          querystring: BookingListQuery,
          response: { 200: MyVenueBookingsResponse, ...refused },
        },
      },
      async (req) => listMyVenueBookings(ctx.db, actorOf(req), req.params.venueId, req.query),
    );

    app.post(
      '/api/venues/:venueId/bookings',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Ask to hire a unit of a venue (organisations only)',
          params: VenueIdParams,
          body: BookingRequestBody,
          response: { 201: BookingDto, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return requestBooking(ctx, actorOf(req), req.params.venueId, req.body);
      },
    );

    app.patch(
      '/api/venue-bookings/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Accept or decline a request (venue side), or cancel it (either side)',
          params: BookingIdParams,
          body: BookingStatusBody,
          response: { 200: BookingDto, ...writeErrors },
        },
      },
      async (req) => moveBooking(ctx, actorOf(req), req.params.id, req.body.status),
    );

    app.put(
      '/api/venue-bookings/:id/event',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "Link one of the requesting organisation's events to a request",
          params: BookingIdParams,
          body: BookingEventBody,
          response: { 200: BookingDto, ...writeErrors },
        },
      },
      async (req) => linkBookingEvent(ctx, actorOf(req), req.params.id, req.body),
    );

    app.get(
      `${DASH}/venues`,
      {
        preHandler: signedIn,
        ...noStore,
        schema: { tags, summary: 'Venues I manage', response: { 200: ManagedVenuesResponse, ...refused } },
      },
      async (req) => listManagedVenues(ctx.db, actorOf(req)),
    );

    app.get(
      `${DASH}/:venueId`,
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: "A venue's units, opening hours and blocked dates (a first 'Hele locatie' unit is made)",
          params: VenueIdParams,
          response: { 200: VenueHireSetup, ...refused },
        },
      },
      async (req) => loadSetup(ctx.db, actorOf(req), req.params.venueId),
    );

    app.get(
      `${DASH}/:venueId/bookings`,
      {
        preHandler: signedIn,
        ...noStore,
        schema: {
          tags,
          summary: "A venue's requests, newest first, optionally one status",
          params: VenueIdParams,
          querystring: BookingListQuery,
          response: { 200: VenueBookingsResponse, ...refused },
        },
      },
      async (req) => listVenueBookings(ctx.db, actorOf(req), req.params.venueId, req.query),
    );

    app.post(
      `${DASH}/:venueId/units`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Add a bookable unit (whole venue or room)',
          params: VenueIdParams,
          body: UnitWriteBody,
          response: { 201: UnitDto, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return createUnit(ctx.db, actorOf(req), req.params.venueId, req.body);
      },
    );

    app.patch(
      `${DASH}/:venueId/units/:unitId`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Change a unit',
          params: UnitParams,
          body: UnitPatchBody,
          response: { 200: UnitDto, ...writeErrors },
        },
      },
      async (req) => patchUnit(ctx.db, actorOf(req), req.params.venueId, req.params.unitId, req.body),
    );

    app.delete(
      `${DASH}/:venueId/units/:unitId`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Remove a unit (switched off when it has requests)',
          params: UnitParams,
          response: { 204: z.null(), ...refused },
        },
      },
      async (req, reply) => {
        await removeUnit(ctx.db, actorOf(req), req.params.venueId, req.params.unitId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      `${DASH}/:venueId/opening-hours`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "Replace the week's opening hours (Monday first, up to 3 ranges a day)",
          params: VenueIdParams,
          body: OpeningHoursBody,
          response: { 200: VenueHireSetup.shape.openingHours, ...refused },
        },
      },
      async (req) => saveOpeningHours(ctx.db, actorOf(req), req.params.venueId, req.body),
    );

    app.post(
      `${DASH}/:venueId/blocked-dates`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Block a date range for the whole venue or one unit',
          params: VenueIdParams,
          body: BlockedDateBody,
          response: { 201: BlockedDateDto, ...refused },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return addBlockedDate(ctx.db, actorOf(req), req.params.venueId, req.body);
      },
    );

    app.delete(
      `${DASH}/:venueId/blocked-dates/:blockedId`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Remove a blocked date range',
          params: BlockedDateParams,
          response: { 204: z.null(), ...refused },
        },
      },
      async (req, reply) => {
        await removeBlockedDate(ctx.db, actorOf(req), req.params.venueId, req.params.blockedId);
        return reply.code(204).send(null);
      },
    );
  };
