/** The service worker's fixed URL (built by scripts/buildServiceWorker.ts; web push registers the same one). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js for every visitor of the built app (not the dev server, whose files change under it), once
 * the page has loaded: the worker and its precache never compete with the first render, and workbox-window
 * stays out of the initial bundle.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./serviceWorkerUpdates')
      .then(({ watchServiceWorker }) => watchServiceWorker())
      .catch(() => {
        // No worker (blocked, or the chunk could not load): the app works as before, only not offline.
      });
  };
  // In a task of its own even when the page has loaded already: not inside the evaluation of the app's modules,
  // where Vite's preload helper would add the chunk's links in the longest task of the start (issue 17).
  const later = () => setTimeout(start, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};
