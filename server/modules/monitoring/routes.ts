import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { MonitoringOverview } from '../../../core/schemas/monitoring';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import type { Metrics } from '../../observability/metrics';
import { monitoringOverview } from './service';

const tags = ['monitoring', 'admin'];
const ERRORS = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** A browser's unexpected error, counted for monitoring (the browser's Sentry, if any, has the details). */
const ClientErrorBody = z.object({
  message: z.string().trim().min(1).max(500),
  kind: z.enum(['error', 'rejection']).default('error'),
  /** The page's path (no query: searches stay private), so a log line says which page failed. */
  path: z.string().max(300).regex(/^\//, 'Een pad begint met /.').optional(),
});
/** Per IP: a broken page reports a few, never a flood. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

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

    // Public: visitors' pages fail too. Only a counter moves and a warning is logged.
    app.post(
      '/api/client-errors',
      {
        config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
        schema: {
          tags: ['monitoring'],
          summary: "Count a browser's unexpected error for /admin/monitoring (error counts by source: web)",
          body: ClientErrorBody,
          response: { 204: z.null(), 400: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        options.metrics.countError('web');
        req.log.warn(
          { clientError: req.body.message, kind: req.body.kind, path: req.body.path },
          'browser error',
        );
        return reply.code(204).send(null);
      },
    );
  };
