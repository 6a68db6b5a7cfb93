import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RevokedResponse, SessionsResponse } from '../../../core/schemas/accounts';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from './service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions';

const tags = ['accounts'];

/** Active sessions on /dashboard/instellingen/beveiliging: list, sign out one, sign out all others. */
export const sessionRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get(
      '/api/me/sessions',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Active sessions of the signed-in user (device, last seen, current)',
          response: { 200: SessionsResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listSessions(ctx, actorOf(req));
      },
    );

    app.delete(
      '/api/me/sessions/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Sign out one of your own sessions',
          params: z.object({ id: z.string().uuid() }),
          response: { 204: z.null(), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        await revokeSession(ctx, actorOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/me/sessions',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Sign out all other sessions',
          response: { 200: RevokedResponse, 401: ErrorEnvelope },
        },
      },
      async (req) => revokeOtherSessions(ctx, actorOf(req)),
    );
  };
