import type { FastifyBaseLogger } from 'fastify';
import type { ErrorContext, ErrorReporter } from './types';

/** Embedded default: unexpected errors are written to the log with their stack. */
export class LogErrorReporter implements ErrorReporter {
  readonly name = 'log';

  constructor(private readonly logger: FastifyBaseLogger) {}

  capture(error: unknown, context: ErrorContext = {}): void {
    this.logger.error({ err: error, ...context }, 'unexpected error');
  }
}
