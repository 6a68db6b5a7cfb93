import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BroadcastAudience,
  BroadcastBody,
  BroadcastDto,
  BroadcastPage,
  BroadcastReach,
} from '../../../core/schemas/broadcasts';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { type Geocoder, createGeocoder } from '../../integrations/geocoding';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { listBroadcasts, reachOf, sendBroadcast } from './service';

const tags = ['broadcasts', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const ListQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

export type BroadcastRouteDeps = { geocoder?: Geocoder };

/** /admin/broadcast-notifications (issue 15): reach preview, send, and the sent list. Admins only (service). */
export const broadcastRoutes =
  (ctx: RequestContext, options: BroadcastRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, geocoder: options.geocoder ?? createGeocoder(ctx.config, ctx.logger) };
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/api/admin/broadcasts/reach',
      {
        preHandler,
        schema: {
          tags,
          summary: 'How many members a broadcast to this audience reaches (in-app, e-mail or push)',
          body: BroadcastAudience,
          response: { 200: BroadcastReach, ...ERRORS },
        },
      },
      async (req) => reachOf(deps, actorOf(req), req.body),
    );

    app.post(
      '/api/admin/broadcasts',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Send a broadcast: one notification per member of the audience, delivered live and by preference',
          body: BroadcastBody,
          response: { 201: BroadcastDto, ...ERRORS },
        },
      },
      async (req, reply) => reply.code(201).send(await sendBroadcast(deps, actorOf(req), req.body, req.ip)),
    );

    app.get(
      '/api/admin/broadcasts',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Sent broadcasts, newest first, with reach and read rate',
          querystring: ListQuery,
          response: { 200: BroadcastPage, ...ERRORS },
        },
      },
      async (req) => listBroadcasts(deps, actorOf(req), req.query.page),
    );
  };
