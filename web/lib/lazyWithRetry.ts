/** Spec §9 lazy load: 3 retries, 1 s base delay (growing), 30 s timeout per attempt. */
export const LAZY_LOAD = { retries: 3, baseDelayMs: 1_000, timeoutMs: 30_000 } as const;

/** Spec §8: the internal text of an attempt that took longer than the timeout. */
export const COMPONENT_LOAD_TIMEOUT = 'Component load timeout';

type LazyLoadOptions = { retries: number; baseDelayMs: number; timeoutMs: number };

/** The wait before retry `n` (0-based): 1 s, 2 s, 4 s. */
export const lazyRetryDelay = (retry: number, baseDelayMs: number = LAZY_LOAD.baseDelayMs): number =>
  baseDelayMs * 2 ** retry;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(COMPONENT_LOAD_TIMEOUT)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * The address of the module a failed dynamic import names. Chromium ('Failed to fetch dynamically imported
 * module: <url>') and Firefox ('error loading dynamically imported module: <url>') put it in the message; Safari
 * does not, and then a retry simply calls the loader again.
 */
export const failedModuleUrl = (error: unknown): string | null => {
  const message = error instanceof Error ? error.message : String(error);
  if (!/dynamically imported module/i.test(message)) return null;
  return /(https?:\/\/\S+?\.m?js)(?:\?\S*)?\s*$/.exec(message)?.[1] ?? null;
};

let retryImports = 0;

/** Imports the module at `url` again under an address the browser has not seen (see loadWithRetry). */
const importAfresh = (url: string): Promise<unknown> => {
  retryImports += 1;
  return import(/* @vite-ignore */ `${url}?retry=${Date.now().toString(36)}-${retryImports}`);
};

type Importer = (url: string) => Promise<unknown>;

/**
 * Runs a chunk loader (a dynamic import) with a timeout per attempt and retries with growing delay; the last
 * error goes on to the route's error boundary (RouteErrorPage: 'Probeer opnieuw', then reload or home).
 *
 * A browser may remember a failed module download and answer the same import with the same failure without
 * asking the network again (the HTML spec's module map did so; headless Chromium still does). So once a failure
 * names its module, the retries import that module under a fresh query string, which is a real new download;
 * the chunk's own imports are the same shared chunks the page already has.
 */
export const loadWithRetry = async <T>(
  load: () => Promise<T>,
  options: LazyLoadOptions = LAZY_LOAD,
  importModule: Importer = importAfresh,
): Promise<T> => {
  let attempt = load;
  for (let retry = 0; ; retry += 1) {
    try {
      return await withTimeout(attempt(), options.timeoutMs);
    } catch (error) {
      if (retry >= options.retries) throw error;
      console.warn(`Chunk load failed, retry ${retry + 1} of ${options.retries}`, error);
      const url = failedModuleUrl(error);
      if (url) attempt = () => importModule(url) as Promise<T>;
      await sleep(lazyRetryDelay(retry, options.baseDelayMs));
    }
  }
};
