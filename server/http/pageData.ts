import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ImageLayout, imagePreload } from '../../core/domain/images';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from '../../core/domain/initialData';
import { pageAssetsOf } from '../../core/domain/pageAssets';
import { screenForPath } from '../../core/domain/screens';
import { deferScripts } from './deferredScripts';
import { type Manifest, routeChunkUrls } from './routeChunks';

/**
 * What the server adds to the SPA's index.html so the first render does not wait on a chain of requests
 * (issue 4 performance): preload links for the Dutch translations the page loads and for its first image,
 * and the query data of its first render (core/domain/initialData.ts), which the web puts into its cache
 * before rendering. Everything stays revalidated (no-cache): the data is as fresh as the API's.
 */

/** What one page adds to the shell. */
export type PageData = {
  /** Seeded queries (key + data). */
  entries?: InitialDataEntry[];
  /** The image that will be the largest paint (first card, event hero): fetched with the HTML. */
  image?: string | null;
  /** How the page draws it (core/domain/images.ts), so the preload names the <img>'s own candidates. */
  imageLayout?: ImageLayout | null;
  /**
   * A digest of all of the above that the loader has for free (the ETag of the API's cached answer it read):
   * the kept page is found by it (pageCache.ts) instead of by hashing the data on every request.
   */
  version?: string;
};

/**
 * Gives a page's data for an HTML request, or null when the page has none (a plain shell then). `reply` is
 * there for a loader that reads as the signed-in viewer (optionalActorOf may renew the session cookie).
 */
export type PageDataLoader = (req: FastifyRequest, reply: FastifyReply) => Promise<PageData | null>;

/** One page's loader and the paths it answers (`matches` gets the path without query string). */
export type PageDataRoute = { matches: (pathname: string) => boolean; load: PageDataLoader };

/** A loader for the pages of these screens (core/domain/screens.ts keys), at every path the router gives them. */
export const screenPageData = (screens: readonly string[], load: PageDataLoader): PageDataRoute => ({
  matches: (pathname) => {
    const screen = screenForPath(pathname);
    return screen !== null && screens.includes(screen.key);
  },
  load,
});

/**
 * Every page's loader as one (what registerSpa takes): the first route whose path matches answers; a path no
 * route matches has no data. Each domain keeps its loader in its own module (app.ts lists them).
 */
export const firstMatchingPageData =
  (routes: readonly PageDataRoute[]): PageDataLoader =>
  async (req, reply) => {
    const pathname = pathnameOf(req);
    const route = routes.find(({ matches }) => matches(pathname));
    return route ? route.load(req, reply) : null;
  };

/**
 * A query as the web's api client puts it into the URL (web/lib/api.ts buildApiUrl: empty values left out,
 * the rest as text), so a loader parses exactly what the browser's request would have sent.
 */
export const apiQueryOf = (
  query: Record<string, string | number | boolean | null | undefined>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The page waits for its data at most this long; slower, and the browser fetches it itself. */
export const PAGE_DATA_TIMEOUT_MS = 1_000;

/** HTML attribute and text escaping (& < > " '). */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside <script>: no '</script>', no HTML comment openers, no line separators that break JS. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The language whose translations are preloaded: the default; a visitor who chose 'en' loads them later. */
const PRELOAD_LANGUAGE = 'nl';

/** The route module and namespaces of the page at `pathname` (core/domain/pageAssets.ts), or null. */
const pageAssetsAt = (pathname: string) => pageAssetsOf(screenForPath(pathname)?.page);

const pageNamespaces = (pathname: string): string[] => [
  'common',
  ...(pageAssetsAt(pathname)?.namespaces ?? []),
];

/** The LCP image's preload: with imagesrcset/imagesizes when the page draws it responsively. */
const imagePreloadTag = ({ href, imageSrcSet, imageSizes }: ReturnType<typeof imagePreload>): string =>
  [
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"`,
    ...(imageSrcSet ? [` imagesrcset="${escapeHtml(imageSrcSet)}"`] : []),
    ...(imageSizes ? [` imagesizes="${escapeHtml(imageSizes)}"`] : []),
    ' />',
  ].join('');

/**
 * `<link rel=preload>` tags: the LCP image, the page's route chunks and its Dutch translation files (the boot
 * script adds the last two once the page has painted, deferredScripts.ts). Translations are fetched by
 * web/lib/localeBackend.ts with fetch() (mode cors, same-origin credentials): `crossorigin` (anonymous) is what
 * makes the browser reuse the preloaded answer.
 */
export const preloadTags = (
  pathname: string,
  image: ReturnType<typeof imagePreload> | null | undefined,
  manifest: Manifest | null = null,
): string[] => [
  ...(image ? [imagePreloadTag(image)] : []),
  ...routeChunkUrls(manifest, pageAssetsAt(pathname)?.module).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
  ),
  ...pageNamespaces(pathname).map(
    (ns) =>
      `<link rel="preload" as="fetch" crossorigin href="/locales/${PRELOAD_LANGUAGE}/${encodeURIComponent(ns)}.json" />`,
  ),
];

/** index.html with the page's preloads in <head> and its query data before </body>. */
export const renderPage = (
  shell: string,
  pathname: string,
  data: PageData | null,
  manifest: Manifest | null = null,
): string => {
  const image = data?.image ? imagePreload(data.image, data.imageLayout ?? null) : null;
  const head = preloadTags(pathname, image, manifest).join('\n    ');
  const entries = data?.entries ?? [];
  // Replacer functions: a '$' in the data must never act as a replacement pattern.
  const withHead = deferScripts(shell.replace(/<\/head>/i, () => `  ${head}\n  </head>`));
  if (entries.length === 0) return withHead;
  const script = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(entries)}</script>`;
  return withHead.replace(/<\/body>/i, () => `  ${script}\n  </body>`);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by http/spa.ts: the built index.html, or null when the web app is not built. */
    spaIndexFile?: string | null;
  }
}

/** The built index.html, read per request so a rebuild never serves a shell pointing at deleted chunks. */
export const readShell = async (req: FastifyRequest): Promise<string | null> => {
  const file = req.server.spaIndexFile;
  return file ? readFile(file, 'utf8') : null;
};

/** The request's path without query string. */
export const pathnameOf = (req: FastifyRequest): string => req.url.split('?')[0] ?? '/';

/**
 * Runs a page's loader, never longer than PAGE_DATA_TIMEOUT_MS and never failing: the data is an
 * optimisation, the plain shell always works.
 */
export const loadPageData = async (
  req: FastifyRequest,
  reply: FastifyReply,
  loader: PageDataLoader | undefined,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
): Promise<PageData | null> => {
  if (!loader || req.method !== 'GET') return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  // Called inside the promise, so a loader that throws before its first await is caught like any failure.
  const load = Promise.resolve().then(() => loader(req, reply));
  try {
    const result = await Promise.race([load, timeout]);
    if (result !== 'timeout') return result;
    req.log.warn({ url: req.url, timeoutMs }, 'page data too slow, serving the plain shell');
    // The late answer or error has nobody waiting for it.
    load.catch(() => {});
    return null;
  } catch (error) {
    req.log.error({ err: error, url: req.url }, 'page data failed, serving the plain shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
};
