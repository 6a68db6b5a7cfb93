import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { PurityParams, PurityRepairBody, PurityReport } from '../../../core/schemas/purity';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { repairPurityCheck, runPurityTest } from './service';

const tags = ['purity', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** /admin/gebruiker/{userId}/purity-test (issue 16): run the checks of one account, repair one. Admins only. */
export const purityRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/users/:userId/purity-test',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Run the data-integrity checks of one account (writes nothing)',
          params: PurityParams,
          response: { 200: PurityReport, ...ERRORS },
        },
      },
      async (req) => runPurityTest(ctx.db, actorOf(req), req.params.userId),
    );

    app.post(
      '/api/admin/users/:userId/purity-test/repair',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Repair one finding (idempotent, audited as purity.repair) and answer the checks again',
          params: PurityParams,
          body: PurityRepairBody,
          response: { 200: PurityReport, ...ERRORS },
        },
      },
      async (req) => repairPurityCheck(ctx.db, actorOf(req), req.params.userId, req.body.check, req.ip),
    );
  };
