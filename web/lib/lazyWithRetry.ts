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
 * Runs a chunk loader (a dynamic import) with a timeout per attempt and retries with growing delay; the last
 * error goes on to the route's error boundary (RouteErrorPage: 'Probeer opnieuw', then reload or home). Each
 * attempt calls `load` again, so a download that failed is asked for anew.
 */
export const loadWithRetry = async <T>(
  load: () => Promise<T>,
  options: LazyLoadOptions = LAZY_LOAD,
): Promise<T> => {
  for (let retry = 0; ; retry += 1) {
    try {
      return await withTimeout(load(), options.timeoutMs);
    } catch (error) {
      if (retry >= options.retries) throw error;
      console.warn(`Chunk load failed, retry ${retry + 1} of ${options.retries}`, error);
      await sleep(lazyRetryDelay(retry, options.baseDelayMs));
    }
  }
};
