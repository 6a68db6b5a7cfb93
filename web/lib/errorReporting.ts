/** At most this many browser errors per page load are counted on the server (a loop must not flood it). */
const MAX_COUNTED = 5;

/** Counts unexpected browser errors on the server (/admin/monitoring: errors by source, web). */
const countErrorsOnServer = (): void => {
  let sent = 0;
  const report = (message: string, kind: 'error' | 'rejection') => {
    if (sent >= MAX_COUNTED || !message) return;
    sent += 1;
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: message.slice(0, 500),
        kind,
        path: window.location.pathname.slice(0, 300),
      }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  };
  window.addEventListener('error', (e) => report(e.message || String(e.error ?? ''), 'error'));
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    report(reason instanceof Error ? reason.message : String(reason ?? ''), 'rejection');
  });
};

/**
 * Browser error reporting: unexpected errors are counted on the server for monitoring; with VITE_SENTRY_DSN set
 * at build time (`VITE_SENTRY_DSN=$SENTRY_DSN npm run build`) Sentry loads lazily after the first render (its
 * own chunk, so the shell does not grow). Without it no Sentry code is loaded.
 */
export const startErrorReporting = (dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): void => {
  countErrorsOnServer();
  if (!dsn) return;
  const load = () => {
    void import('./sentryWeb').then((m) => m.initSentry(dsn)).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
};
