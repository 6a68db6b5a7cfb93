import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isShowcasePath, showcaseVisible } from '../../../core/domain/testPages';
import { TestPagesAccessDto } from '../../../core/schemas/site';
import type { RequestContext } from '../../http/context';
import { requestPath } from '../../http/errors';
import { optionalActorOf } from '../../http/requireSession';

/**
 * Whether this request's viewer may see the showcase pages: anyone outside production, in production an admin
 * only. Outside production no session is looked up at all.
 */
export const showcaseVisibleTo = async (
  ctx: RequestContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> => {
  if (!ctx.config.isProduction) return true;
  const actor = await optionalActorOf(ctx, req, reply);
  return showcaseVisible({
    production: true,
    roles: actor?.roles ?? [],
    impersonating: (actor?.impersonatorId ?? null) !== null,
  });
};

/**
 * For the SPA fallback (http/spa.ts): false when the path is a showcase page this viewer may not see, so the
 * server answers it like an unknown path (404 with the app's 404 page).
 */
export const pageVisibleTo =
  (ctx: RequestContext) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> =>
    !isShowcasePath(requestPath(req.url)) || showcaseVisibleTo(ctx, req, reply);

/** GET /api/site/test-pages: the web asks before it renders a showcase page (never refuses). */
export const testPagesRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site/test-pages',
      {
        schema: {
          tags: ['site'],
          summary: 'Whether the viewer may open the test and showcase pages',
          response: { 200: TestPagesAccessDto },
        },
      },
      async (req, reply) => {
        // Depends on the session: never kept by a shared cache.
        void reply.header('cache-control', 'private, no-store');
        return { visible: await showcaseVisibleTo(ctx, req, reply) };
      },
    );
  };
