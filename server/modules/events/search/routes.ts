import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import {
  EventMapResponse,
  EventSearchQuery,
  EventSearchResponse,
} from '../../../../core/schemas/eventSearch';
import type { AppContext } from '../../../http/context';
import { recordSearch } from '../../insights';
import { sendCachedJson } from '../../../http/cachedJson';
import { cachedEventSearch } from './cached';
import { listEventMarkers, searchPublicEvents } from './service';

export const eventSearchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/events',
      {
        schema: {
          tags: ['events'],
          summary:
            'Search published upcoming events (text, type, subtypes, price, dates, radius, premium, bounds), premium organisers first, paged with a total',
          querystring: EventSearchQuery,
          response: { 200: EventSearchResponse, 304: z.null(), 400: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        // The first page without filters and repeated searches: from memory, ready to send (cached.ts).
        const cached = cachedEventSearch(ctx.db, req.query);
        const kept = cached ? await cached : null;
        const found = kept ? (kept.value as EventSearchResponse) : await searchPublicEvents(ctx.db, req.query);
        // Admin analytics (issue 16): the term and whether it found anything (first page only), counted in memory
        // for every request, kept answer or not.
        if (req.query.q && req.query.page === 1) recordSearch(ctx.db, req.query.q, found.total);
        return kept ? sendCachedJson(req, reply, kept) : found;
      },
    );

    app.get(
      '/api/events/map',
      {
        schema: {
          tags: ['events'],
          summary: 'Map markers (at most 2000) for the same search, events with coordinates only',
          querystring: EventSearchQuery,
          response: { 200: EventMapResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => listEventMarkers(ctx.db, req.query),
    );
  };
