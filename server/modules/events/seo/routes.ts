import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../http/context';
import { sendEventPageShell } from './eventPage';
import { buildSitemap, buildSitemapPage } from './sitemap';

/** Crawler HTML of the event page (the SPA renders the same URL in the browser) and the sitemap. */
export const eventSeoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { publicUrl } = ctx.config;

    const pageParams = z.object({ value: z.string().min(1).max(200) });
    for (const path of ['/event/:value', '/evenement/:value']) {
      app.get(path, { schema: { hide: true, params: pageParams } }, async (req, reply) =>
        sendEventPageShell(ctx.db, publicUrl, req, reply, req.params.value),
      );
    }

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await buildSitemap(ctx.db, publicUrl)),
    );

    app.get(
      '/sitemaps/:page',
      { schema: { hide: true, params: z.object({ page: z.string().regex(/^\d{1,6}\.xml$/) }) } },
      async (req, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(await buildSitemapPage(ctx.db, publicUrl, Number.parseInt(req.params.page, 10))),
    );
  };
