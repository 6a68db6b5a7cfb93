import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '@core/domain/serverRender';
import { App } from './app/App';
import { createAppRouter, createHydratingRouter, resolveLazyRoutes } from './app/router';
import { registerServiceWorker } from './features/pwa';
import { bootPreloadsAdded } from './lib/bootPreloads';
import { DEFAULT_LANGUAGE, initI18n, readStoredLanguage } from './lib/i18n';
import { startErrorReporting } from './lib/errorReporting';
import { readInitialData } from './lib/initialData';
import { showStartupFailure } from './lib/startupFailure';
import { yieldToMain } from './lib/yieldToMain';
import './styles.css';

const container = document.getElementById('root');
// Public pages come rendered by the server (server/http/ssr.ts marks #root): hydrate them, render the rest.
const serverRendered = container?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;

// The server's data for the first render (initialData.ts); the query client is seeded from it.
readInitialData();

const start = async (): Promise<void> => {
  if (!container) throw new Error('Missing #root element');
  // Each step of the start below is a task of its own, none long enough to keep a tap waiting on a slow phone
  // (Lighthouse's Total Blocking Time): evaluating the app's modules, reading the language, matching the route,
  // creating the router and hydrating (itself time-sliced).
  await yieldToMain();
  const language = readStoredLanguage();
  await initI18n(language);
  // Spec §4: a render that fails outright (nothing left on screen) shows 'Application failed to start'.
  const onUncaughtError = (error: unknown) => showStartupFailure(error, container);
  // The page's route module first, so the first render is the page the server rendered, not the splash; imported
  // once the boot script has added the page's preloads (bootPreloads.ts).
  if (serverRendered) {
    await bootPreloadsAdded();
    await resolveLazyRoutes(window.location.pathname);
  }
  await yieldToMain();
  // The server renders Dutch (web/entry-server.tsx). A visitor who chose English gets the page rendered anew in
  // English over the server's HTML instead of hydrated: switching the language after hydration is not enough,
  // because i18next's language is global and parts that hydrate later (lazy ones, below a Suspense boundary)
  // would render English against Dutch HTML, and React then throws the server's HTML away anyway (#418).
  if (serverRendered && language === DEFAULT_LANGUAGE) {
    const router = createHydratingRouter(window.location.pathname);
    // As a transition, hydration is time-sliced too (see below): the page the server sent stays readable and
    // scrollable while React attaches to it in short tasks instead of one long one (Lighthouse TBT).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} hydrating />
        </StrictMode>,
        { onUncaughtError },
      );
    });
    return;
  }
  const root = createRoot(container, { onUncaughtError });
  const router = createAppRouter();
  // A transition render is time-sliced: React yields to the browser every few milliseconds instead of
  // building the whole first page in one long task, so taps and scrolls are handled while it renders.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
};

start().catch((error: unknown) => showStartupFailure(error, container));

// Sentry only with a DSN, loaded lazily after the first render (web/lib/errorReporting.ts).
startErrorReporting();

// The offline service worker and its update notice (web/features/pwa), after the page has loaded.
registerServiceWorker();
