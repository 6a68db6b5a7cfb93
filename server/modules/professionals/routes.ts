import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  ProfessionalDetail,
  ProfessionalIdOrSlugParams,
  ProfessionalSearchQuery,
  ProfessionalSearchResponse,
  ProfessionalTypesResponse,
} from '../../../core/schemas/professionals';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { listProfessionalTypes, loadProfessionalDetail, searchProfessionals } from './service';

/**
 * The professionals directory and profile page (spec §2: login required, the web sends visitors to
 * /restricted), and the public list of professional types.
 */
export const professionalRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; professionalsPolicy is asked by the service.
    const signedIn = requireSession(ctx);

    app.get(
      '/api/professionals',
      {
        preHandler: signedIn,
        schema: {
          tags: ['professionals'],
          summary:
            'Search professionals (text, near + radius, type, online / in person, service price range), premium and verified first, paged with a total',
          querystring: ProfessionalSearchQuery,
          response: { 200: ProfessionalSearchResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req) => searchProfessionals(ctx.db, actorOf(req), req.query),
    );

    app.get(
      '/api/professional-types',
      {
        schema: {
          tags: ['professionals'],
          summary: 'Every kind of professional, in display order (the directory’s type filter)',
          response: { 200: ProfessionalTypesResponse },
        },
      },
      async () => listProfessionalTypes(ctx.db),
    );

    app.get(
      '/api/professionals/:idOrSlug',
      {
        preHandler: signedIn,
        schema: {
          tags: ['professionals'],
          summary:
            'The professional’s page: by id (36 characters), slug, or a slug ending in the id’s first 8 hex; services, related professionals, counts',
          params: ProfessionalIdOrSlugParams,
          response: { 200: ProfessionalDetail, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req) => loadProfessionalDetail(ctx.db, actorOf(req), req.params.idOrSlug),
    );
  };
