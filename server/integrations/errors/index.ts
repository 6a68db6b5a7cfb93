import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LogErrorReporter } from './logReporter';
import type { ErrorReporter } from './types';

export type { ErrorContext, ErrorReporter } from './types';
export { LogErrorReporter } from './logReporter';

/**
 * Pick the error reporter. Only the log reporter exists so far; with SENTRY_DSN set we say once that it is
 * not wired up yet, rather than silently pretending to report.
 */
export const createErrorReporter = (
  config: Pick<Config, 'sentryDsn'>,
  logger: FastifyBaseLogger,
): ErrorReporter => {
  if (config.sentryDsn)
    logger.warn('SENTRY_DSN is set but the Sentry adapter is not available yet; errors go to the log');
  return new LogErrorReporter(logger);
};
