import type { BackendModule, ReadCallback } from 'i18next';

/** Where the translation files live (web/public/locales, served as static files). */
export const localePath = (language: string, namespace: string): string =>
  `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;

/**
 * Spec §8 "Translation load": a 5xx answer or a network failure may be retried, a 4xx not (the file is not
 * there). i18next retries when the callback says so (its backend connector: up to 5 times, backing off).
 */
export const readLocale = async (
  language: string,
  namespace: string,
  callback: ReadCallback,
  fetchImpl: typeof fetch = fetch,
): Promise<void> => {
  let response: Response;
  try {
    // Plain GET (mode cors, same-origin credentials): matches the server's <link rel=preload crossorigin>.
    response = await fetchImpl(localePath(language, namespace));
  } catch (error) {
    callback(error instanceof Error ? error : new Error(String(error)), true);
    return;
  }
  if (!response.ok) {
    callback(
      new Error(`Vertaling ${language}/${namespace}: HTTP ${response.status}`),
      response.status >= 500,
    );
    return;
  }
  try {
    callback(null, (await response.json()) as Record<string, unknown>);
  } catch (error) {
    callback(error instanceof Error ? error : new Error(String(error)), false);
  }
};

/**
 * A fetch()-based i18next backend: all the app needs of i18next-http-backend (≈ 3 KB gzip of first-load
 * JavaScript) in a few lines.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => void readLocale(language, namespace, callback),
};
