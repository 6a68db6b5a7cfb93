import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../http/context';
import { plantRoleDrift } from './queriesTest';

/**
 * `POST /api/test/purity/plant { email }`: gives the account an 'organization' role marked 'subscription' without
 * any subscription, the drift the purity test must find (e2e/admin-checks-storage-and-purity.spec.ts). Mounted
 * only when NODE_ENV=test (app.ts) and hidden from the API document.
 */
export const purityTestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/test/purity/plant',
      { schema: { hide: true, body: z.object({ email: z.string().email() }) } },
      async (req) => {
        const userId = await plantRoleDrift(ctx.db, req.body.email);
        if (!userId) throw new AppError('not_found');
        return { userId };
      },
    );
  };
