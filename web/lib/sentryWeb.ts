import * as Sentry from '@sentry/react';
import { filterErrorReport } from '@core/observability/errorReportFilter';

/**
 * Sentry in the browser (spec §9 rates): traces 0.1, session replays 0.1 and 1.0 for sessions with an error.
 * Loaded only through errorReporting.ts' dynamic import when a DSN is configured, so neither Sentry nor its
 * replay code is in the main bundle. The §8 drop rule is the server's (core/observability/errorReportFilter).
 */
export const initSentry = (dsn: string): void => {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    beforeSend: (event) => filterErrorReport(event),
  });
};
