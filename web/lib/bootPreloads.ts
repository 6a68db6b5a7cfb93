import { BOOT_SCRIPT_ATTRIBUTE, PRELOADED_ATTRIBUTE } from '@core/domain/serverRender';

/** Waits no longer than this for the boot script (it adds a few links per task; a broken one must not stall). */
const MAX_WAIT_MS = 3_000;

/**
 * Resolves once the server page's boot script (server/http/deferredScripts.ts) has added all of the page's preload
 * links, at once on a page without one (a client-rendered screen, the dev server). Importing the page's route
 * module before that makes Vite's preload helper add every link still missing in one go: ≈ 200 ms of main thread
 * on a slow phone for a venue page (issue 17, Lighthouse TBT).
 */
export const bootPreloadsAdded = (doc: Document = document): Promise<void> => {
  const html = doc.documentElement;
  const added = () => html.hasAttribute(PRELOADED_ATTRIBUTE);
  if (!doc.querySelector(`script[${BOOT_SCRIPT_ATTRIBUTE}]`) || added()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (added()) done();
    });
    observer.observe(html, { attributes: true, attributeFilter: [PRELOADED_ATTRIBUTE] });
    const timer = setTimeout(done, MAX_WAIT_MS);
  });
};
