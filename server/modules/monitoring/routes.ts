import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { MonitoringOverview } from '../../../core/schemas/monitoring';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import type { Metrics } from '../../observability/metrics';
import { monitoringOverview } from './service';

const tags = ['monitoring', 'admin'];
const ERRORS = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /admin/monitoring (issue 16): instances, database, jobs, mail, errors and request rates. Admins only. */
export const monitoringRoutes =
  (ctx: RequestContext, options: { metrics: Metrics }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.dbHandle, metrics: options.metrics };
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/monitoring',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Health of the running system: instances, database size and slow statements, job runs, mail outbox, error counts, request rates and p95 per route',
          response: { 200: MonitoringOverview, ...ERRORS },
        },
      },
      async (req) => monitoringOverview(deps, actorOf(req)),
    );
  };
