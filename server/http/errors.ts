import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERRORS, type ErrorCode, mapPostgresError } from '../../core/errors';
import type { ErrorEnvelope } from '../../core/schemas/common';
import type { ErrorReporter } from '../integrations/errors';

export type ErrorResponse = {
  status: number;
  body: ErrorEnvelope;
  /** A bug or an outage, not a user mistake: log with stack and report. */
  unexpected: boolean;
  /** Seconds for the Retry-After header (429 answers). */
  retryAfterSeconds?: number;
};

const envelope = (
  code: ErrorCode,
  details: { message?: string; hint?: string; fields?: Record<string, string> } = {},
) => {
  const err = new AppError(code, details);
  return fromAppError(err);
};

/** 5xx answers that are part of normal operation (starting up), not bugs: no stack in the log. */
const EXPECTED_UNAVAILABLE = new Set<ErrorCode>(['not_ready']);

const fromAppError = (err: AppError): ErrorResponse => ({
  status: err.status,
  body: {
    error: {
      code: err.code,
      message: err.message,
      ...(err.hint ? { hint: err.hint } : {}),
      ...(err.fields && Object.keys(err.fields).length > 0 ? { fields: err.fields } : {}),
    },
  },
  unexpected: err.status >= 500 && !EXPECTED_UNAVAILABLE.has(err.code),
  ...(err.retryAfterSeconds !== undefined ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
});

type PgErrorLike = { code: string; constraint?: string; constraint_name?: string };

const isPgError = (value: unknown): value is PgErrorLike =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  typeof value.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(value.code);

/** Drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and postgres.js both expose SQLSTATE `code`. */
export const findPostgresError = (err: unknown): PgErrorLike | null => {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (isPgError(current)) return current;
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : null;
  }
  return null;
};

/** `/body/email` → `email`, `/items/0/name` → `items.0.name`; a whole-object issue uses the part's name. */
const fieldPath = (instancePath: string, context: string | undefined): string => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
};

const fromValidation = (err: FastifyError): ErrorResponse => {
  const fields: Record<string, string> = {};
  for (const issue of err.validation ?? []) {
    const key = fieldPath(issue.instancePath, err.validationContext);
    fields[key] ??= issue.message ?? ERRORS.validation_failed.message;
  }
  return envelope('validation_failed', { fields });
};

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large): keep the status, Dutch text. */
const fromClientError = (status: number): ErrorResponse => {
  const byStatus: Record<number, ErrorCode> = {
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    408: 'request_timeout',
    413: 'payload_too_large',
    414: 'uri_too_long',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    431: 'request_header_too_large',
  };
  const res = envelope(byStatus[status] ?? 'validation_failed');
  return { ...res, status };
};

/** Any thrown value → status + envelope. Pure, so it can be tested without HTTP. */
export const toErrorResponse = (err: unknown): ErrorResponse => {
  if (err instanceof AppError) return fromAppError(err);
  // Anything can be thrown; the helpers below expect objects.
  if (typeof err !== 'object' || err === null) return envelope('unexpected');
  if (hasZodFastifySchemaValidationErrors(err)) return fromValidation(err as FastifyError);

  const pg = findPostgresError(err);
  if (pg) {
    const code = mapPostgresError(pg.code, pg.constraint ?? pg.constraint_name ?? null);
    if (code) return envelope(code);
    return envelope('unexpected');
  }

  if (!isResponseSerializationError(err)) {
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify attaches ajv-style `validation` for schema errors not produced by the zod compiler.
      if ('validation' in err && Array.isArray(err.validation)) return fromValidation(err as FastifyError);
      return fromClientError(status);
    }
  }
  return envelope('unexpected');
};

/**
 * The path as the router matches it: without the query, percent-escapes decoded (`/%61pi` is `/api`) and
 * repeated slashes folded. Decisions about a request (API or page, health or not) must use this, never the raw
 * URL, or an escaped path slips past them while still reaching the route.
 */
export const requestPath = (url: string): string => {
  const raw = url.split('?')[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router refuses it too (bad_request), so the raw path is good enough.
  }
  return path.replace(/\/{2,}/g, '/');
};

export const isApiPath = (url: string): boolean => {
  const path = requestPath(url);
  return path === '/api' || path.startsWith('/api/');
};

/** The JSON 404 of the API (and of anything the SPA fallback does not take). */
export const sendNotFound = (reply: FastifyReply, url: string): FastifyReply => {
  const message = isApiPath(url) ? ERRORS.route_not_found.message : ERRORS.not_found.message;
  return reply.code(404).send(envelope('not_found', { message }).body);
};

/** One error shape for the whole API: `{ error: { code, message, hint?, fields? } }` with Dutch messages. */
export const registerErrorHandler = (app: FastifyInstance, reporter: ErrorReporter): void => {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const res = toErrorResponse(err);
    if (res.unexpected) {
      reporter.capture(err, { requestId: req.id, method: req.method, url: req.url });
    } else {
      req.log.info({ code: res.body.error.code, status: res.status }, 'request failed');
    }
    if (res.retryAfterSeconds !== undefined) reply.header('retry-after', String(res.retryAfterSeconds));
    return reply.code(res.status).type('application/json; charset=utf-8').send(res.body);
  });
};
