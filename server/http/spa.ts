import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REDIRECTS, SCREENS, isAppPage } from '../../core/domain/screens';
import { SSR_DIR, isServerRenderedPath } from '../../core/domain/serverRender';
import type { Storage } from '../integrations/storage';
import { requestPath, sendNotFound } from './errors';
import { type PageDataLoader, loadPageData, pathnameOf, readShell, renderPage } from './pageData';
import { manifestOf } from './routeChunks';
import { pageKey, sendKeptPage, versionedPageKey } from './pageCache';
import { serverRenderedShell, warmServerRender } from './ssr';
import { registerBuildAssets } from './buildAssets';
import { registerUploads } from './uploads';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Paths the SPA history fallback must never answer with index.html. */
const NOT_SPA = [
  /^\/api(\/|$|\?)/,
  /^\/healthz(\?|$)/,
  /^\/readyz(\?|$)/,
  /^\/uploads\//,
  /^\/assets\//,
  /^\/locales\//,
];

/** Cache policy per built file: hashed assets forever, the shell and translations revalidated every time. */
export const cacheControlFor = (relativePath: string): string => {
  // A precompressed file (index.html.br) has the policy of the file it stands for.
  const path = relativePath
    .split(sep)
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (
    path === 'index.html' ||
    path.startsWith('locales/') ||
    path === 'sw.js' ||
    path.endsWith('.webmanifest')
  ) {
    return NO_CACHE;
  }
  return SHORT;
};

/**
 * A GET/HEAD for a page: anything but the API and the other machine paths. Pages answer the app's HTML whatever
 * the Accept header says, so curl, fetch() and link-preview bots (which accept anything) see the same page a browser does.
 */
export const isPageRequest = (req: FastifyRequest): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // The decoded path, as the router sees it: `/%61pi/…` is an API path too.
  return !NOT_SPA.some((re) => re.test(requestPath(req.url)));
};

const NOT_BUILT_HTML = `<!doctype html><html lang="nl"><meta charset="utf-8"><title>Kring</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>De webapp is nog niet gebouwd</h1>
<p>Voer <code>npm run build</code> uit en start de server opnieuw, of gebruik <code>npm run dev</code>
(webapp met hot reload op <a href="http://localhost:5173">http://localhost:5173</a>).</p>
<p>De API draait gewoon: <a href="/api/docs">/api/docs</a>.</p></body></html>`;

export type SpaOptions = {
  /** Built SPA (vite `dist/web`); skipped when it has no index.html. */
  webDir: string;
  /** User uploads, served at /uploads/ from its directory or through the adapter (uploads.ts). */
  storage: Storage;
  /** The data a page's first render needs (a list page's first results), put into its HTML. */
  pageData?: PageDataLoader;
  /** False for a page this viewer may not see (the showcase pages in production): answered as unknown, 404. */
  pageVisible?: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/**
 * index.html for a page path, with the page's preloads and first-render data (pageData.ts). A loader that
 * fails or takes too long costs nothing but the optimisation.
 */
export const sendSpaPage = async (
  req: FastifyRequest,
  reply: FastifyReply,
  loader?: PageDataLoader,
  status: 200 | 404 = 200,
): Promise<FastifyReply> => {
  const shell = await readShell(req);
  if (shell === null) {
    reply.callNotFound();
    return reply;
  }
  const data = status === 200 ? await loadPageData(req, reply, loader) : null;
  const pathname = pathnameOf(req);
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
  // Built once per build, URL and data (pageCache.ts); public pages come rendered (http/ssr.ts), with the same
  // data the shell embeds for hydration.
  const key =
    data?.version === undefined ? pageKey(req, status, data) : versionedPageKey(req, status, data.version);
  return sendKeptPage(req, reply, key, async () => {
    const page = await serverRenderedShell(req, shell, pathname, data?.entries ?? []);
    // A page the server should have rendered but did not (failed, too slow) is sent, not kept.
    return {
      html: renderPage(page, pathname, data, manifestOf(req)),
      keep: page !== shell || !isServerRenderedPath(pathname),
    };
  });
};

/** The app's page paths without parameters (and the aliases that forward to pages), '/' aside. */
const STATIC_PAGE_PATHS: readonly string[] = [
  ...new Set([...SCREENS.flatMap((screen) => screen.paths), ...REDIRECTS.map((redirect) => redirect.from)]),
].filter((path) => path !== '/' && !/[:*]/.test(path));

/**
 * Serve the built SPA with long-lived caching for hashed assets, uploads (uploads.ts), and the history
 * fallback: a GET of a page of spec §2 (core/domain/screens.ts) gets index.html with 200 and the page's
 * preloads and data; any other page path gets index.html with 404, where the SPA renders its Dutch 404 page.
 * API and machine paths that match nothing get the JSON 404.
 */
export const registerSpa = async (
  app: FastifyInstance,
  options: SpaOptions,
): Promise<{ served: boolean }> => {
  const webDir = resolve(options.webDir);

  const served = existsSync(join(webDir, 'index.html'));
  // The event pages' crawler HTML (modules/events/seo/eventPage.ts) starts from the same shell.
  app.decorate('spaIndexFile', served ? join(webDir, 'index.html') : null);
  // The first visitor should not wait for the server render's bundle to load.
  if (served) warmServerRender(app);
  // A page path: 200 with the page, or 404 with the app's 404 page when it is no page or not for this viewer.
  const sendAppPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const known =
      isAppPage(requestPath(req.url)) && (options.pageVisible ? await options.pageVisible(req, reply) : true);
    return sendSpaPage(req, reply, options.pageData, known ? 200 : 404);
  };
  if (served) {
    // The landing page: the shell with its preloads (a static route wins over the files' wildcard).
    app.get('/', { schema: { hide: true } }, (req, reply) => sendSpaPage(req, reply, options.pageData));
    // The other page paths without parameters get routes of their own for the same reason: through the files'
    // wildcard every visit of /events would first look for such a file on disk (a readdir and stats each time).
    for (const path of STATIC_PAGE_PATHS) {
      if (!app.hasRoute({ method: 'GET', url: path })) app.get(path, { schema: { hide: true } }, sendAppPage);
    }
    // The hashed files from memory (buildAssets.ts); the other files of the build through @fastify/static.
    registerBuildAssets(app, join(webDir, 'assets'), IMMUTABLE);
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // Other paths without a file fall through to the history fallback below.
      index: ['index.html'],
      // The build writes .br and .gz next to each text file (scripts/vitePrecompress.ts): sent as they are.
      preCompressed: true,
      // Vite's build manifest (.vite/) and the server render's bundle (.ssr/) are for the server, not for browsers.
      allowedPath: (pathName: string) =>
        !pathName.startsWith('/.vite/') && !pathName.startsWith(`/${SSR_DIR}/`),
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const path = isAbsolute(filePath) ? relative(webDir, filePath) : filePath;
        reply.header('cache-control', cacheControlFor(path));
        // The service worker (web/serviceWorker) may control the whole site.
        if (/^\/?sw\.js(\.(br|gz))?$/.test(path)) reply.header('service-worker-allowed', '/');
      },
    });
  }

  await registerUploads(app, options.storage);

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(req)) {
      if (served) return sendAppPage(req, reply);
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(NOT_BUILT_HTML);
    }
    return sendNotFound(reply, req.url);
  });

  return { served };
};
