import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  MemberDetail,
  MemberSearchQuery,
  MemberSearchResponse,
  MemberSlugParams,
} from '../../../core/schemas/members';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { sendMemberPageShell } from './page';
import { loadMember, searchMembers } from './service';

/** The public members directory and member page (spec §2): no session needed, on purpose. */
export const memberRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/members',
      {
        schema: {
          tags: ['members'],
          summary: 'Search public members (text, city), newest or by name, paged with a total',
          querystring: MemberSearchQuery,
          response: { 200: MemberSearchResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => searchMembers(ctx.db, req.query),
    );

    app.get(
      '/api/members/:slug',
      {
        schema: {
          tags: ['members'],
          summary: 'A public member page by slug or id (private or suspended members: 404)',
          params: MemberSlugParams,
          response: { 200: MemberDetail, 404: ErrorEnvelope },
        },
      },
      async (req) => loadMember(ctx.db, req.params.slug),
    );

    // The page's HTML for crawlers and the first render (head + seeded detail, ./page.ts).
    app.get(
      '/member/:value',
      { schema: { hide: true, params: z.object({ value: z.string().min(1).max(200) }) } },
      async (req, reply) => sendMemberPageShell(ctx.db, ctx.config.publicUrl, req, reply, req.params.value),
    );
  };
