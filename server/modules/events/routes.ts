import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { EventListQuery, EventListResponse } from '../../../core/schemas/events';
import type { AppContext } from '../../http/context';
import { listPublicEvents } from './service';

export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/events',
      {
        schema: {
          tags: ['events'],
          summary: 'Published upcoming events, premium organisers first, paged with a total',
          querystring: EventListQuery,
          response: { 200: EventListResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => listPublicEvents(ctx.db, req.query),
    );
  };
