import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LogErrorReporter } from './logReporter';
import { SentryErrorReporter } from './sentryReporter';
import type { ErrorReporter } from './types';

export type { ErrorContext, ErrorReporter } from './types';
export { LogErrorReporter } from './logReporter';
export { SentryErrorReporter } from './sentryReporter';

/**
 * Pick the error reporter: Sentry when SENTRY_DSN is set (the log keeps every error too), else the log.
 * Either way the app wraps it to count every capture for /admin/monitoring (server/observability/metrics.ts).
 */
export const createErrorReporter = (
  config: Pick<Config, 'sentryDsn'> & Partial<Pick<Config, 'env'>>,
  logger: FastifyBaseLogger,
): ErrorReporter => {
  if (config.sentryDsn) {
    logger.info('SENTRY_DSN is set: unexpected errors go to Sentry and the log');
    return new SentryErrorReporter(config.sentryDsn, logger, config.env ? { environment: config.env } : {});
  }
  return new LogErrorReporter(logger);
};
