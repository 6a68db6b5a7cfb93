import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CsrfOptions = {
  /** PUBLIC_URL: the origin the web app is served from. */
  publicUrl: string;
  /** Cookie names that carry a session (a request bearing one must say where it comes from). */
  sessionCookieNames: readonly string[];
};

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

const cookieNames = (header: string | undefined): string[] =>
  (header ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);

/** The request's own origin as the browser sees it (protocol and Host, proxy-aware when trustProxy is on). */
const ownOrigin = (req: FastifyRequest): string | null => (req.host ? `${req.protocol}://${req.host}` : null);

/**
 * Decide whether an unsafe request may proceed. Pure apart from reading the request, so it is easy to
 * test. Browsers send Origin on every cross-origin POST (and on same-origin fetch POSTs), Referer otherwise.
 * Every unsafe request is checked whatever its path: a check on the raw URL (`/api/…`) let `/%61pi/…`
 * through, because the router decodes the path before it matches a route.
 */
export const isCsrfSafe = (req: FastifyRequest, options: CsrfOptions): boolean => {
  if (!UNSAFE_METHODS.has(req.method)) return true;
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = origin !== undefined ? origin : referer !== undefined ? referer : undefined;
  if (claimed === undefined) {
    // No origin information at all: fine for cookie-less clients (curl, server-to-server, tests), but a
    // request riding on a session cookie must prove where it comes from.
    const names = cookieNames(req.headers.cookie);
    return !options.sessionCookieNames.some((name) => names.includes(name));
  }
  const claimedOrigin = originOf(claimed);
  if (!claimedOrigin) return false;
  const allowed = [originOf(options.publicUrl), ownOrigin(req)];
  return allowed.includes(claimedOrigin);
};

/**
 * CSRF protection for every mutation (all of them live under /api/): SameSite=Lax cookies plus this
 * Origin/Referer check.
 * Runs on request (before body parsing), so a refused request does no work at all.
 */
export const registerCsrf = (app: FastifyInstance, options: CsrfOptions): void => {
  app.addHook('onRequest', async (req) => {
    if (!isCsrfSafe(req, options)) throw new AppError('csrf_rejected');
  });
};
