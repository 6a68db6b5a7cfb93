import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminEventBulkBody,
  AdminEventBulkResponse,
  AdminEventDetailDto,
  AdminEventListQuery,
  AdminEventListResponse,
  AdminEventParams,
  AdminEventReportParams,
  EventReportBody,
  EventReportCreated,
} from '../../../../core/schemas/adminEvents';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import { EventEditorDto, EventIdOrSlugParams, EventWriteBody } from '../../../../core/schemas/eventWrite';
import { actorOf, requireSession } from '../../../http/requireSession';
import type { AccountsContext } from '../../accounts';
import { type EventAdminRouteDeps, eventServiceDeps } from '../manage/routes';
import { runBulkAction } from './bulk';
import { reportEvent, resolveEventReport } from './reports';
import { createEventOnBehalf, getAdminEvent, listAdminEvents } from './service';

const tags = ['admin events'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/**
 * The admin's events (issue 16): /admin/evenementen, /admin/evenement/{eventId}, /admin/evenement-aanmaken; and
 * a member's report of an event. Admins only (the services check), never cached.
 */
export const eventAdminAreaRoutes =
  (ctx: AccountsContext, deps: EventAdminRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const service = eventServiceDeps(ctx, deps);
    const onRequest = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/events',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Every event in every status: search, filters (status, organiser, city, dates, reported, featured)',
          querystring: AdminEventListQuery,
          response: { 200: AdminEventListResponse, ...ERRORS },
        },
      },
      async (req) => listAdminEvents(ctx, actorOf(req), req.query),
    );

    app.post(
      '/api/admin/events/bulk',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Publish, cancel, trash, restore, feature or unfeature the selected events; the outcome per event',
          body: AdminEventBulkBody,
          response: { 200: AdminEventBulkResponse, ...ERRORS },
        },
      },
      async (req) =>
        runBulkAction(ctx, service, actorOf(req), req.body, req.ip, (err, eventId) =>
          req.log.error({ err, eventId }, 'admin bulk action failed unexpectedly for one event'),
        ),
    );

    app.post(
      '/api/admin/events',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Create an event on behalf of an organisation (the organisers’ form and rules)',
          body: EventWriteBody,
          response: { 201: EventEditorDto, ...ERRORS, 409: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createEventOnBehalf(ctx, service, actorOf(req), req.body, req.ip)),
    );

    app.get(
      '/api/admin/events/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'One event for the admin: facts, members’ reports and the full history',
          params: AdminEventParams,
          response: { 200: AdminEventDetailDto, ...ERRORS },
        },
      },
      async (req) => getAdminEvent(ctx, actorOf(req), req.params.id),
    );

    app.post(
      '/api/admin/events/:id/reports/:reportId/resolve',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Resolve a member’s report of the event (audited); answers with the event',
          params: AdminEventReportParams,
          response: { 200: AdminEventDetailDto, ...ERRORS, 409: ErrorEnvelope },
        },
      },
      async (req) => resolveEventReport(ctx, actorOf(req), req.params, req.ip),
    );

    app.post(
      '/api/events/:idOrSlug/reports',
      {
        onRequest,
        schema: {
          tags: ['events'],
          summary: 'Report an event (signed-in members; one open report per member per event)',
          params: EventIdOrSlugParams,
          body: EventReportBody,
          response: { 201: EventReportCreated, ...ERRORS, 409: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await reportEvent(ctx, actorOf(req), req.params.idOrSlug, req.body)),
    );
  };
