import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../http/context';
import { selectLatestOutboxMail } from './queriesEmailLog';

/**
 * `GET /api/test/outbox?to=&kind=`: the newest mail of a kind to an address, links and tokens included, for the
 * browser journeys (e2e/support/mailbox.ts) that follow a verification or reset link. Mounted only when
 * NODE_ENV=test (app.ts): production and development never have it, and the admin e-mail log masks tokens.
 * Hidden from the API document, so it is no part of the contract.
 */
export const testOutboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/test/outbox',
      {
        schema: {
          hide: true,
          querystring: z.object({ to: z.string().min(3).max(320), kind: z.string().min(1).max(60) }),
        },
      },
      async (req, reply) => {
        const mail = await selectLatestOutboxMail(ctx.db, req.query.to, req.query.kind);
        if (!mail) throw new AppError('not_found');
        reply.header('cache-control', 'no-store');
        return {
          subject: mail.subject,
          text: mail.text ?? '',
          html: mail.html ?? '',
          // Names and types only (issue 14: a journey checks the ticket mail carries its .ics).
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
          })),
        };
      },
    );
  };
