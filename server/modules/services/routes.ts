import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  DashboardServicesResponse,
  PublicServiceDetail,
  PublicServiceParams,
  ServiceDto,
  ServiceIdParams,
  ServicePatchBody,
  ServiceScopeQuery,
  ServiceWriteBody,
} from '../../../core/schemas/services';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { sendServicePageShell } from './page';
import {
  createService,
  getService,
  listServices,
  loadPublicService,
  patchService,
  removeService,
} from './service';

const tags = ['services'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...refused, 400: ErrorEnvelope, 409: ErrorEnvelope };

/** The public service page and the professional's dashboard of their services (spec §2, §3, §5, §6). */
export const serviceRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; servicesPolicy is asked by each use case in the service.
    const signedIn = requireSession(ctx);

    app.get(
      '/api/services/:id',
      {
        schema: {
          tags,
          summary:
            'A public service (published or active, of a published professional) with its professional',
          params: PublicServiceParams,
          response: { 200: PublicServiceDetail, 404: ErrorEnvelope },
        },
      },
      async (req) => loadPublicService(ctx.db, req.params.id),
    );

    app.get(
      '/api/dashboard/services',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'The services of my professional profile (admins: ?professionalId), the allowance and the types',
          querystring: ServiceScopeQuery,
          response: { 200: DashboardServicesResponse, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listServices(ctx.db, actorOf(req), req.query);
      },
    );

    app.post(
      '/api/dashboard/services',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Add a service (published by default); a standard professional keeps at most 5 active ones',
          querystring: ServiceScopeQuery,
          body: ServiceWriteBody,
          response: { 201: ServiceDto, ...writeErrors },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return createService(ctx.db, actorOf(req), req.query, req.body);
      },
    );

    app.get(
      '/api/dashboard/services/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'One of my services, for the edit form',
          params: ServiceIdParams,
          querystring: ServiceScopeQuery,
          response: { 200: ServiceDto, ...refused, 409: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getService(ctx.db, actorOf(req), req.query, req.params.id);
      },
    );

    app.patch(
      '/api/dashboard/services/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Change one of my services (only the fields sent)',
          params: ServiceIdParams,
          querystring: ServiceScopeQuery,
          body: ServicePatchBody,
          response: { 200: ServiceDto, ...writeErrors },
        },
      },
      async (req) => patchService(ctx.db, actorOf(req), req.query, req.params.id, req.body),
    );

    app.delete(
      '/api/dashboard/services/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Delete one of my services',
          params: ServiceIdParams,
          querystring: ServiceScopeQuery,
          response: { 200: z.object({ deleted: z.literal(true) }), ...refused, 409: ErrorEnvelope },
        },
      },
      async (req) => {
        await removeService(ctx.db, actorOf(req), req.query, req.params.id);
        return { deleted: true as const };
      },
    );

    // The page's HTML for crawlers and the first render (head + seeded detail, ./page.ts).
    app.get(
      '/dienst/:value',
      { schema: { hide: true, params: z.object({ value: z.string().min(1).max(200) }) } },
      async (req, reply) => sendServicePageShell(ctx.db, ctx.config.publicUrl, req, reply, req.params.value),
    );
  };
