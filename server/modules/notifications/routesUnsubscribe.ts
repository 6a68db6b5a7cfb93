import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { UnsubscribeInfo, UnsubscribeQuery } from '../../../core/schemas/notifications';
import type { AppContext } from '../../http/context';
import { unsubscribe, unsubscribeInfo } from './serviceUnsubscribe';

const tags = ['notifications'];
const errors = { 400: ErrorEnvelope };

/**
 * One-click unsubscribe from a notification mail (RFC 8058), public: the signed token is the key. GET answers
 * what the /afmelden page shows; POST switches e-mail of that type off. Mail clients POST the form body
 * `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), which only this scope accepts.
 */
export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_req, _body, done) => done(null, {}),
    );

    app.get(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Which e-mails an unsubscribe link is about (masked address)',
          querystring: UnsubscribeQuery,
          response: { 200: UnsubscribeInfo, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return unsubscribeInfo(ctx.db, ctx.config.sessionSecret, req.query.token);
      },
    );

    app.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Unsubscribe from one type of notification mail (RFC 8058 one-click; no login)',
          querystring: UnsubscribeQuery,
          response: { 200: UnsubscribeInfo, ...errors },
        },
      },
      async (req) => unsubscribe(ctx.db, ctx.config.sessionSecret, req.query.token),
    );
  };
