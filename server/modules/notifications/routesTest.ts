import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { TestNotificationBody, TestNotificationResult } from '../../../core/schemas/notifications';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { sendTestNotification } from './testNotification';

/** Enough to try every channel a few times; a test page must not become a way to flood one's inbox. */
const TEST_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** /novu-test: a signed-in member sends a test notification to themself. */
export const testNotificationRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/me/notifications/test',
      {
        preHandler: requireSession(ctx, () => new AppError('notifications_login_required')),
        config: { rateLimit: TEST_RATE_LIMIT },
        schema: {
          tags: ['notifications'],
          summary: 'Send the signed-in member a test notification; answers what happened per channel',
          body: TestNotificationBody,
          response: {
            200: TestNotificationResult,
            400: ErrorEnvelope,
            401: ErrorEnvelope,
            403: ErrorEnvelope,
            429: ErrorEnvelope,
          },
        },
      },
      async (req) => sendTestNotification(ctx, actorOf(req), req.body),
    );
  };
