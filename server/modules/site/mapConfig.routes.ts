import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { getMapConfig } from './service';

/** What the event map needs to draw tiles: the configured tile URL template and its attribution. */
export const MapConfigResponse = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});
export type MapConfigResponse = z.infer<typeof MapConfigResponse>;

/** Public: GET /api/site/map-config, so the tile source is configured once on the server (MAP_TILE_URL). */
export const mapConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site/map-config',
      {
        schema: {
          tags: ['site'],
          summary: 'Tile source of the event map',
          response: { 200: MapConfigResponse },
        },
      },
      async (_req, reply) => {
        // Configuration changes only with a restart; browsers may keep it for an hour.
        void reply.header('cache-control', 'public, max-age=3600');
        return getMapConfig(ctx);
      },
    );
  };
