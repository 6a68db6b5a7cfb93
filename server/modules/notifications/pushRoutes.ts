import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  PushPublicKey,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../../../core/schemas/notifications';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { pushPublicKey, subscribePush, unsubscribePush } from './pushService';

const tags = ['notifications'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
/** A browser subscribes once per permission change; this only stops a script from filling the table. */
const SUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Web push (issue 15): the VAPID public key and the subscriptions of the member's browsers. */
export const pushRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireSession(ctx, () => new AppError('notifications_login_required'));

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags,
          summary: 'The VAPID public key browsers subscribe with (null: push is off on this server)',
          response: { 200: PushPublicKey },
        },
      },
      async () => pushPublicKey(ctx.config),
    );

    app.post(
      '/api/me/push-subscriptions',
      {
        preHandler: signedIn,
        config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
        schema: {
          tags,
          summary: "Store this browser's push subscription for the signed-in member (upsert on the endpoint)",
          body: PushSubscriptionBody,
          response: { 204: z.null(), 503: ErrorEnvelope, ...ERRORS },
        },
      },
      async (req, reply) => {
        await subscribePush(ctx, actorOf(req), req.body, req.headers['user-agent'] ?? null);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/me/push-subscriptions',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "Forget this browser's push subscription (own only; idempotent)",
          body: PushUnsubscribeBody,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await unsubscribePush(ctx, actorOf(req), req.body.endpoint);
        return reply.code(204).send(null);
      },
    );
  };
