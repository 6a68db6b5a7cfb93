/**
 * Browser error reporting: with VITE_SENTRY_DSN set at build time (`VITE_SENTRY_DSN=$SENTRY_DSN npm run build`),
 * Sentry loads lazily after the first render (its own chunk, so the shell does not grow); without it nothing
 * is loaded and errors stay in the console as before.
 */
export const startErrorReporting = (dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): void => {
  if (!dsn) return;
  const load = () => {
    void import('./sentryWeb').then((m) => m.initSentry(dsn)).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
};
