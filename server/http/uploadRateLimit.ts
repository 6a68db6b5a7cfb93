import type { FastifyRequest } from 'fastify';

/** Uploads one signed-in user may send per minute (images are decoded and re-encoded: CPU and disk). */
export const UPLOADS_PER_MINUTE = 20;

/**
 * Route rate limit for file uploads (event images, avatars): counted per user rather than per address, so
 * colleagues behind one office IP do not share a budget, and checked after the session is known (the
 * routes authorise in onRequest). The counter lives in Postgres like every route limit, so it holds across
 * server instances; a 429 says Retry-After.
 */
export const uploadRateLimit = {
  max: UPLOADS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  groupId: 'uploads',
  keyGenerator: (req: FastifyRequest) => `upload:${req.actor?.userId ?? req.ip}`,
} as const;
