import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { GOOGLE_CALLBACK_PATH, googleEnabled } from '../../auth/betterAuth';
import { forwardSetCookies, requestHeaders } from '../../auth/bridge';
import { finishGoogleSignIn, startGoogleSignIn } from './google';
import type { AccountsContext } from './service';

const tags = ['accounts'];

/**
 * Google sign-in (only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set): the login page asks which
 * providers exist, links to /api/auth/google, and Google returns to /auth/google/callback on this server.
 */
export const googleRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/providers',
      {
        schema: {
          tags,
          summary: 'Sign-in providers besides e-mail and password',
          response: { 200: z.object({ google: z.boolean() }) },
        },
      },
      async () => ({ google: googleEnabled(ctx.config) }),
    );

    app.get(
      '/api/auth/google',
      {
        schema: {
          tags,
          summary: 'Start Google sign-in (redirects to Google)',
          querystring: z.object({ from: z.string().max(2048).optional() }),
          response: { 302: z.null(), 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const { body: url, headers } = await startGoogleSignIn(
          ctx,
          { headers: requestHeaders(req), ip: req.ip },
          req.query.from,
        );
        forwardSetCookies(reply, headers);
        return reply.redirect(url, 302);
      },
    );

    app.get(
      GOOGLE_CALLBACK_PATH,
      {
        schema: {
          hide: true,
          querystring: z.record(z.string(), z.string()),
        },
      },
      async (req, reply) => {
        const { body: location, headers } = await finishGoogleSignIn(
          ctx,
          { headers: requestHeaders(req), ip: req.ip },
          req.query,
        );
        forwardSetCookies(reply, headers);
        reply.header('cache-control', 'no-store');
        return reply.redirect(location, 302);
      },
    );
  };
