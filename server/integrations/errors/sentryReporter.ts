import * as Sentry from '@sentry/node';
import type { FastifyBaseLogger } from 'fastify';
import { filterErrorReport } from '../../../core/observability/errorReportFilter';
import type { ErrorContext, ErrorReporter } from './types';

/** Spec §9: one in ten requests traced. */
export const SERVER_TRACES_SAMPLE_RATE = 0.1;

/**
 * Sentry (SENTRY_DSN): every capture is written to the log as before and sent to Sentry, except what the §8
 * drop rule (core/observability/errorReportFilter) filters in `beforeSend` — JWT, session, query timeouts,
 * the map service, navigation. Sentry is initialised once per process (its client is global); tracing needs
 * `@sentry/node` to load before the instrumented libraries to trace everything, so spans here cover what it
 * can still wrap (outgoing HTTP, fetch); the error reports are complete either way.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly name = 'sentry';

  constructor(
    dsn: string,
    private readonly logger: FastifyBaseLogger,
    options: { environment?: string; release?: string } = {},
  ) {
    Sentry.init({
      dsn,
      tracesSampleRate: SERVER_TRACES_SAMPLE_RATE,
      ...(options.environment ? { environment: options.environment } : {}),
      ...(options.release ? { release: options.release } : {}),
      beforeSend: (event) => filterErrorReport(event),
    });
  }

  capture(error: unknown, context: ErrorContext = {}): void {
    this.logger.error({ err: error, ...context }, 'unexpected error');
    Sentry.withScope((scope) => {
      const { userId, requestId, ...rest } = context;
      if (userId) scope.setUser({ id: userId });
      if (requestId) scope.setTag('request_id', requestId);
      scope.setContext('kring', rest);
      Sentry.captureException(error);
    });
  }

  /** Waits until queued reports are sent (tests, shutdown). */
  flush(timeoutMs = 2000): Promise<boolean> {
    return Sentry.flush(timeoutMs);
  }
}
