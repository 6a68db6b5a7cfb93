import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './features/pwa';
import { initI18n } from './lib/i18n';
import { startErrorReporting } from './lib/errorReporting';
import { readInitialData } from './lib/initialData';
import { showStartupFailure } from './lib/startupFailure';
import './styles.css';

const container = document.getElementById('root');

// The server's data for the first render (initialData.ts); the query client is seeded from it.
readInitialData();

initI18n()
  .then(() => {
    if (!container) throw new Error('Missing #root element');
    // Spec §4: a render that fails outright (nothing left on screen) shows 'Application failed to start'.
    const root = createRoot(container, { onUncaughtError: (error) => showStartupFailure(error, container) });
    // A transition render is time-sliced: React yields to the browser every few milliseconds instead of
    // building the whole first page in one long task, so taps and scrolls are handled while it renders.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => showStartupFailure(error, container));

// Sentry only with a DSN, loaded lazily after the first render (web/lib/errorReporting.ts).
startErrorReporting();

// The offline service worker and its update notice (web/features/pwa), after the page has loaded.
registerServiceWorker();
