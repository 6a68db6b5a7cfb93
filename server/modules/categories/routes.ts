import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryTreeResponse } from '../../../core/schemas/categories';
import type { RequestContext } from '../../http/context';
import type { Realtime } from '../../realtime';
import { adminCategoryRoutes } from './admin.routes';
import { categoryTreeChannel } from './channels';
import { getCachedCategoryTree } from './service';

export const categoryRoutes =
  (ctx: RequestContext, realtime?: Realtime): FastifyPluginAsyncZod =>
  async (app) => {
    // An admin's change on any instance drops this instance's cached tree (LISTEN/NOTIFY fan-out).
    if (realtime) {
      let unsubscribe: (() => void) | null = null;
      app.addHook('onReady', async () => {
        unsubscribe = await realtime.fanout.subscribe(categoryTreeChannel, 'all', () =>
          getCachedCategoryTree.invalidate(ctx.db),
        );
      });
      app.addHook('preClose', async () => {
        unsubscribe?.();
      });
    }

    app.get(
      '/api/categories',
      {
        schema: {
          tags: ['categories'],
          summary:
            'Main event types with their subtypes and upcoming event counts (counts up to a minute old; an admin change shows at once)',
          response: { 200: CategoryTreeResponse },
        },
      },
      async () => getCachedCategoryTree(ctx.db),
    );

    await app.register(adminCategoryRoutes(ctx));
  };
