import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  OrganizationDetail,
  OrganizationIdOrSlugParams,
  OrganizationSearchQuery,
  OrganizationSearchResponse,
} from '../../../core/schemas/organizations';
import type { RequestContext } from '../../http/context';
import { optionalActorOf } from '../../http/requireSession';
import { sendOrganizationPageShell } from './page';
import { loadOrganizationDetail, searchOrganizations } from './service';

/** The public organisation directory and page (spec §2): no session needed; a session adds `canEdit`. */
export const organizationRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/organizations',
      {
        schema: {
          tags: ['organizations'],
          summary:
            'Search organisations (text, near + radius, category), premium and verified first, hidden ones left out, paged with a total',
          querystring: OrganizationSearchQuery,
          response: { 200: OrganizationSearchResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => searchOrganizations(ctx.db, null, req.query),
    );

    app.get(
      '/api/organizations/:idOrSlug',
      {
        schema: {
          tags: ['organizations'],
          summary:
            'The public organisation page: by id (36 characters), slug, or a slug ending in the id’s first 8 hex; canEdit for the owner, team and admins',
          params: OrganizationIdOrSlugParams,
          response: { 200: OrganizationDetail, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        loadOrganizationDetail(ctx.db, await optionalActorOf(ctx, req, reply), req.params.idOrSlug),
    );

    // The page's HTML for crawlers and the first render (head + seeded detail, ./page.ts), at both paths.
    for (const path of ['/organization/:value', '/organisatie/:value']) {
      app.get(
        path,
        { schema: { hide: true, params: z.object({ value: z.string().min(1).max(200) }) } },
        async (req, reply) =>
          sendOrganizationPageShell(
            ctx.db,
            ctx.config.publicUrl,
            req,
            reply,
            await optionalActorOf(ctx, req, reply),
            req.params.value,
          ),
      );
    }
  };
