import { APP_READY_ATTRIBUTE } from '@core/domain/serverRender';

/** The longest a part waits for the page before it loads anyway: a page that never shows still gets its menus. */
export const LONGEST_READY_WAIT_MS = 3_000;

let signal: Promise<void> | null = null;
let resolveSignal: (() => void) | null = null;

const isReady = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

/**
 * Marks <html data-app-ready>: the first page has been committed (for a server-rendered page, the end of its
 * hydration). Called by web/app/AppReady.tsx; the e2e suite waits for the attribute after every page load.
 */
export const markAppReady = (): void => {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  resolveSignal?.();
};

/**
 * Resolves once the first page is ready (at once after that), or after LONGEST_READY_WAIT_MS. Work that is not
 * part of the page (the header's menus) waits for it, so it does not delay the hydration it would otherwise cut into.
 */
export const whenAppReady = (): Promise<void> => {
  if (isReady()) return Promise.resolve();
  signal ??= new Promise<void>((resolve) => {
    resolveSignal = resolve;
    setTimeout(resolve, LONGEST_READY_WAIT_MS);
  });
  return signal;
};
