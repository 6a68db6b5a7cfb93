/** Where unexpected errors go: the log by default, Sentry as well when SENTRY_DSN is set. */
export type ErrorContext = {
  requestId?: string;
  method?: string;
  url?: string;
  userId?: string;
  [key: string]: unknown;
};

export type ErrorReporter = {
  readonly name: string;
  capture: (error: unknown, context?: ErrorContext) => void;
};
