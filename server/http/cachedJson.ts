import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised once and kept: the body as sent and its ETag, and the value itself for a page's
 * server render, which embeds it (treat it as frozen: every reader shares it).
 */
export type CachedJson = { body: string; etag: string; value: unknown };

/**
 * Body and weak ETag of a JSON answer (weak: compression may change the bytes on the way). Validate the value
 * against its response schema before caching it: a string body skips Fastify's serializer.
 */
export const serializeJson = (value: unknown): CachedJson => {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, value };
};

/**
 * Send a cached JSON answer as it is (no serialisation per request), or 304 when the client already has it.
 * `no-cache`: browsers keep it but ask each time, so a change shows on the next visit.
 */
export const sendCachedJson = (
  req: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
): FastifyReply => {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (req.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
};
