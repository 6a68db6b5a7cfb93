import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody, MessageResponse } from '../../../core/schemas/accounts';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { forwardSetCookies } from '../../auth/bridge';
import { actorOf, requestMetaOf, requireSession } from '../../http/requireSession';
import { changePassword } from './password';
import type { AccountsContext } from './service';

const tags = ['accounts'];

/** Password change on /dashboard/instellingen/beveiliging. */
export const passwordRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/me/password',
      {
        // Never from an admin's impersonation session: the password is the user's own credential.
        onRequest: requireSession(ctx),
        schema: {
          tags,
          summary: 'Change the password (current one required); optionally sign out all other sessions',
          body: ChangePasswordBody,
          response: {
            200: MessageResponse,
            400: ErrorEnvelope,
            401: ErrorEnvelope,
            403: ErrorEnvelope,
            429: ErrorEnvelope,
          },
        },
      },
      async (req, reply) => {
        const { body, headers } = await changePassword(ctx, requestMetaOf(req), actorOf(req), req.body);
        forwardSetCookies(reply, headers);
        return body;
      },
    );
  };
