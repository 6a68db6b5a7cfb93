import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  VenueDetail,
  VenueIdOrSlugParams,
  VenueSearchQuery,
  VenueSearchResponse,
} from '../../../core/schemas/directory';
import type { AppContext } from '../../http/context';
import { sendVenuePageShell } from './page';
import { loadVenueDetail, searchVenues } from './service';

/**
 * The public venue directory and venue page (spec §2): no session needed, on purpose. GET /venues/:venueSlug
 * is the page's HTML for crawlers and the first render (head + seeded detail, ./page.ts).
 */
export const venueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/venues',
      {
        schema: {
          tags: ['venues'],
          summary:
            'Search venues (text, near + radius, type, minimum capacity, maximum daily rate), premium and verified first, paged with a total',
          querystring: VenueSearchQuery,
          response: { 200: VenueSearchResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => searchVenues(ctx.db, req.query),
    );

    app.get(
      '/api/venues/:idOrSlug',
      {
        schema: {
          tags: ['venues'],
          summary:
            'The public venue page: by id (36 characters), slug, or a slug ending in the id’s first 8 hex',
          params: VenueIdOrSlugParams,
          response: { 200: VenueDetail, 404: ErrorEnvelope },
        },
      },
      async (req) => loadVenueDetail(ctx.db, req.params.idOrSlug),
    );

    app.get(
      '/venues/:value',
      { schema: { hide: true, params: z.object({ value: z.string().min(1).max(200) }) } },
      async (req, reply) => sendVenuePageShell(ctx.db, ctx.config.publicUrl, req, reply, req.params.value),
    );
  };
