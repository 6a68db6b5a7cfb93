import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppointmentDto,
  AppointmentList,
  AppointmentListQuery,
  AppointmentRequestBody,
  AppointmentStatusBody,
  AvailabilityDto,
  AvailabilityScopeQuery,
  CalendarDto,
  CalendarQuery,
  DateWindowQuery,
  ExceptionBody,
  ExceptionDto,
  ExceptionList,
  ExceptionListQuery,
  FreeTimeDto,
  IdParams,
  MyAppointments,
  MyAppointmentsQuery,
  ProfessionalIdParams,
  ServiceIdParams,
  ServiceSlotsDto,
  SlotsQuery,
  WeeklyAvailabilityBody,
} from '../../../core/schemas/appointments';
import { ErrorEnvelope } from '../../../core/schemas/common';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  addException,
  calendar,
  getAvailability,
  listExceptions,
  publicFreeTime,
  removeException,
  saveAvailability,
  serviceSlots,
} from './availability';
import { changeStatus, listIncoming, myAppointments, requestAppointment } from './requests';

const tags = ['appointments'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...refused, 400: ErrorEnvelope, 409: ErrorEnvelope };

/** Professional availability (/dashboard/availability) and appointment requests from a service page (issue 12). */
export const appointmentRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; appointmentsPolicy is asked by each use case.
    const signedIn = requireSession(ctx);

    app.get(
      '/api/dashboard/availability',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'The weekly hours of my professional profile (admins: ?professionalId)',
          querystring: AvailabilityScopeQuery,
          response: { 200: AvailabilityDto, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getAvailability(ctx.db, actorOf(req), req.query);
      },
    );

    app.put(
      '/api/dashboard/availability',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Replace my weekly hours (Monday first, at most 3 ranges a day, Amsterdam time)',
          querystring: AvailabilityScopeQuery,
          body: WeeklyAvailabilityBody,
          response: { 200: AvailabilityDto, ...writeErrors },
        },
      },
      async (req) => saveAvailability(ctx.db, actorOf(req), req.query, req.body),
    );

    app.get(
      '/api/dashboard/availability/exceptions',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'My exceptions from today on (days off and other hours), a page at a time',
          querystring: ExceptionListQuery,
          response: { 200: ExceptionList, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listExceptions(ctx.db, actorOf(req), req.query);
      },
    );

    app.post(
      '/api/dashboard/availability/exceptions',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Add a day off or other hours for one date',
          querystring: AvailabilityScopeQuery,
          body: ExceptionBody,
          response: { 201: ExceptionDto, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return addException(ctx.db, actorOf(req), req.query, req.body);
      },
    );

    app.delete(
      '/api/dashboard/availability/exceptions/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Remove one of my exceptions',
          params: IdParams,
          querystring: AvailabilityScopeQuery,
          response: { 200: z.object({ deleted: z.literal(true) }), ...writeErrors },
        },
      },
      async (req) => {
        await removeException(ctx.db, actorOf(req), req.query, req.params.id);
        return { deleted: true as const };
      },
    );

    app.get(
      '/api/dashboard/availability/calendar',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Open, free and taken time of a window of dates (at most 62 days)',
          querystring: CalendarQuery,
          response: { 200: CalendarDto, ...refused, 400: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return calendar(ctx.db, actorOf(req), req.query);
      },
    );

    app.get(
      '/api/dashboard/appointments',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Incoming appointment requests, newest first, optionally of one status',
          querystring: AppointmentListQuery,
          response: { 200: AppointmentList, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listIncoming(ctx, actorOf(req), req.query);
      },
    );

    app.patch(
      '/api/appointments/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Accept or decline a request (professional side), or cancel (either side)',
          params: IdParams,
          body: AppointmentStatusBody,
          response: { 200: AppointmentDto, ...writeErrors },
        },
      },
      async (req) => changeStatus(ctx, actorOf(req), req.params.id, req.body),
    );

    app.get(
      '/api/appointments/services/:serviceId/mine',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Whether I may request this service, and my requests to its professional',
          params: ServiceIdParams,
          querystring: MyAppointmentsQuery,
          response: { 200: MyAppointments, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return myAppointments(ctx, actorOf(req), req.params.serviceId, req.query.page);
      },
    );

    app.post(
      '/api/appointments/services/:serviceId/requests',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Request a free slot of this service (its duration) with an optional message',
          params: ServiceIdParams,
          body: AppointmentRequestBody,
          response: { 201: AppointmentDto, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return requestAppointment(ctx, actorOf(req), req.params.serviceId, req.body);
      },
    );

    app.get(
      '/api/appointments/services/:serviceId/slots',
      {
        schema: {
          tags,
          summary: 'Bookable slots of a service (public): its duration cut from the free time, next weeks',
          params: ServiceIdParams,
          querystring: SlotsQuery,
          response: { 200: ServiceSlotsDto, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req) => serviceSlots(ctx.db, req.params.serviceId, req.query),
    );

    app.get(
      '/api/appointments/professionals/:professionalId/free',
      {
        schema: {
          tags,
          summary: "A professional's free time in a window of dates (public; free intervals only)",
          params: ProfessionalIdParams,
          querystring: DateWindowQuery,
          response: { 200: FreeTimeDto, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req) => publicFreeTime(ctx.db, req.params.professionalId, req.query),
    );
  };
