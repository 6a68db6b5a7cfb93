import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyServerOptions } from 'fastify';
import { AppError, type ErrorCode } from '../../core/errors';
import { toErrorResponse } from './errors';

/** Node's HTTP parser errors that have their own answer; any other parse failure is a bad request. */
const PARSER_ERRORS: Record<string, ErrorCode> = {
  // Request line plus headers over http.Server's maxHeaderSize (16 KB), e.g. a 100 000-character query.
  HPE_HEADER_OVERFLOW: 'request_header_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

/** Errors the router raises before any route, hook or error handler runs. */
const ROUTER_ERRORS: Record<string, ErrorCode> = {
  // A malformed percent-escape in the path, e.g. /evenement/%E0%A4%A.
  FST_ERR_BAD_URL: 'bad_request',
  // A path parameter over the router's maxParamLength (100 characters).
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};

/** A complete HTTP/1.1 response with the Dutch error envelope, for a socket Fastify never saw a request on. */
export const rawErrorResponse = (code: ErrorCode): string => {
  const { status, body } = toErrorResponse(new AppError(code));
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n' +
    json
  );
};

/**
 * Fastify options that give the requests Fastify's routes never see the same Dutch envelope as the rest of the
 * API: what Node's HTTP parser refuses (Fastify's default answers in English) and what the router refuses.
 */
export const clientErrorOptions = (
  log: FastifyBaseLogger,
): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> => ({
  clientErrorHandler: (err: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    log.debug({ err }, 'client error');
    const code = PARSER_ERRORS[err.code ?? ''] ?? 'bad_request';
    if (socket.writable) socket.write(rawErrorResponse(code));
    socket.destroy(err);
  },
  // Fastify answers these on the raw response too (no route, so no hooks to run).
  frameworkErrors: (err: FastifyError, _req, reply) => {
    const code = ROUTER_ERRORS[err.code];
    const { status, body } = toErrorResponse(code ? new AppError(code) : err);
    const json = JSON.stringify(body);
    reply.raw
      .writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
        'cache-control': 'no-store',
      })
      .end(json);
  },
});
