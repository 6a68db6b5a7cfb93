import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './features/pwa';
import { initI18n } from './lib/i18n';
import { startErrorReporting } from './lib/errorReporting';
import { readInitialData } from './lib/initialData';
import './styles.css';

const container = document.getElementById('root');

/** Spec §4: a start failure shows 'Application failed to start' with the error text instead of a blank page. */
const renderStartupFailure = (error: unknown): void => {
  if (!container) return;
  const message = error instanceof Error ? error.message : String(error);
  container.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:32rem;margin:15vh auto;padding:2rem;font-family:system-ui,sans-serif;color:#1e2621';
  const title = document.createElement('h1');
  title.textContent = 'Application failed to start';
  const detail = document.createElement('pre');
  detail.style.cssText = 'white-space:pre-wrap;color:#8a4a2f';
  detail.textContent = message;
  box.append(title, detail);
  container.append(box);
};

// The server's data for the first render (initialData.ts); the query client is seeded from it.
readInitialData();

initI18n()
  .then(() => {
    if (!container) throw new Error('Missing #root element');
    const root = createRoot(container);
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
  .catch(renderStartupFailure);

// Sentry only with a DSN, loaded lazily after the first render (web/lib/errorReporting.ts).
startErrorReporting();

// The offline service worker and its update notice (web/features/pwa), after the page has loaded.
registerServiceWorker();
