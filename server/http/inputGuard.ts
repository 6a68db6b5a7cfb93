import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { NUL_FIELD_MESSAGE, findNul } from '../../core/schemas/common';

const PARTS = ['params', 'query', 'body'] as const;

/** The first request part holding U+0000, as the envelope's `fields` entry (`email`, `q`, `items.0.name`). */
export const nulField = (req: Pick<FastifyRequest, (typeof PARTS)[number]>): string | null => {
  for (const part of PARTS) {
    const path = findNul(req[part]);
    if (path !== null) return path || part;
  }
  return null;
};

/**
 * Rules every request meets before any route sees it:
 * - No U+0000 in a path parameter, query or JSON string. PostgreSQL refuses it in text, so it used to come
 *   back as a 500 from whichever query met it first; one check here covers every route, every schema and
 *   pages served as HTML (/evenement/:value), without each string schema having to remember it. It runs
 *   before validation, so the answer is the same `invalid_character` 400 whatever the schema says.
 * - Bodies are JSON (or what a route registers itself, e.g. multipart and CSV uploads): Fastify's default
 *   text/plain parser is removed, so a text/plain body answers 415 instead of reaching a schema as a
 *   string. It also keeps the body type of a cross-site "simple" form post away from every route.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (req) => {
    const field = nulField(req);
    if (field !== null) throw new AppError('invalid_character', { fields: { [field]: NUL_FIELD_MESSAGE } });
  });
};
