import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { ErrorEnvelope } from '../../core/schemas/common';
import { isApiPath } from './errors';

/** Whether migrations (and the first seed) are done. main.ts flips it; tests start ready. */
export type Readiness = {
  isReady: () => boolean;
  markReady: () => void;
};

export const createReadiness = (ready = false): Readiness => {
  let state = ready;
  return {
    isReady: () => state,
    markReady: () => {
      state = true;
    },
  };
};

const HealthResponse = z.object({ status: z.literal('ok') });
const ReadyResponse = z.object({ status: z.literal('ready') });

/**
 * `/healthz`: the process lives. `/readyz`: the database is migrated and seeded, send traffic.
 * Until ready, API calls answer 503 `not_ready` instead of failing on missing tables.
 */
export const registerHealth = (app: FastifyInstance, readiness: Readiness): void => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    // Probes poll these every few seconds: keep them out of the request log.
    {
      logLevel: 'warn',
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: HealthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Readiness',
        response: { 200: ReadyResponse, 503: ErrorEnvelope },
      },
    },
    async () => {
      if (!readiness.isReady()) throw new AppError('not_ready');
      return { status: 'ready' as const };
    },
  );
  app.addHook('onRequest', async (req) => {
    if (!readiness.isReady() && isApiPath(req.url)) throw new AppError('not_ready');
  });
};
