import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryTreeResponse } from '../../../core/schemas/categories';
import type { AppContext } from '../../http/context';
import { getCachedCategoryTree } from './service';

export const categoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/categories',
      {
        schema: {
          tags: ['categories'],
          summary:
            'Main event types with their subtypes and upcoming event counts (counts up to a minute old)',
          response: { 200: CategoryTreeResponse },
        },
      },
      async () => getCachedCategoryTree(ctx.db),
    );
  };
