import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PremiumHighlightsResponse } from '../../../core/schemas/members';
import { sessionCookieName } from '../../auth/betterAuth';
import { sessionTokenFromCookie } from '../../auth/bridge';
import type { RequestContext } from '../../http/context';
import { requestMetaOf } from '../../http/requireSession';
import { loadPremiumHighlights } from './service';

/** /premium-highlights (spec §2): public; a signed-in viewer also sees premium professionals. */
export const highlightRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cookieName = sessionCookieName(ctx.config.publicUrl);
    app.get(
      '/api/premium-highlights',
      {
        schema: {
          tags: ['directories'],
          summary:
            'Premium organisations, venues and events of premium organisers (professionals when signed in)',
          response: { 200: PremiumHighlightsResponse },
        },
      },
      async (req, reply) => {
        const meta = requestMetaOf(req);
        const signedIn =
          sessionTokenFromCookie(meta.headers, cookieName) !== null &&
          (await ctx.resolveActor(meta)).body !== null;
        reply.header('cache-control', 'private, no-store');
        return loadPremiumHighlights(ctx.db, signedIn);
      },
    );
  };
