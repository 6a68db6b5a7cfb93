import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { MySubscriptions } from '../../../core/schemas/payments';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { mySubscriptions } from './subscriptions';
import type { PaymentsDeps } from './types';

const tags = ['payments'];

/** The member's subscriptions and their manage actions (spec §7 manage-subscription, sync-*). */
export const subscriptionRoutes =
  (ctx: RequestContext, deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireSession(ctx, () => new AppError('subscription_login_required'));

    app.get(
      '/api/subscriptions/me',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'My subscriptions: the current one (spec §4), all, live bundles, roles, lastSyncedAt',
          response: { 200: MySubscriptions, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return mySubscriptions(deps, actorOf(req));
      },
    );
  };
