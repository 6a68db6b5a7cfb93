import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import type { Metrics } from '../observability/metrics';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * In-process request metrics and `/metrics`. Every response is observed by its route pattern
 * (`routeOptions.url`, e.g. `/api/events/:id`, never the raw URL) with method and status class.
 * `/metrics` answers Prometheus text format to `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN
 * it answers 404 like a path that does not exist, so an instance never exposes its metrics by accident.
 */
export const registerMetrics = (app: FastifyInstance, metrics: Metrics, token: string | undefined): void => {
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (req, reply) => {
    // Not configured: as if there were no such path (and never the SPA's page for it).
    if (!token) throw new AppError('not_found');
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthenticated');
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.text();
  });
};
