import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InitialDataEntry } from '../../core/domain/initialData';
import {
  SERVER_RENDERED_ATTRIBUTE,
  SSR_DIR,
  SSR_ENTRY,
  isServerRenderedPath,
  type ServerRenderModule,
  type ServerRenderer,
} from '../../core/domain/serverRender';
import { type KeptValues, keptValues } from './keptValues';

/**
 * Server rendering of the public pages (issue 17): the page's HTML inside #root, rendered by the web app's own
 * routes (web/entry-server.tsx, built into `<web build>/.ssr/`) with the same query data the page embeds, so
 * the browser hydrates it without a request and a visitor without JavaScript reads the page. The render is an
 * improvement on the shell, never a condition for an answer: no build, an error or a slow render give the plain
 * shell of before (logged), never a 500.
 */

/**
 * A render slower than this is abandoned for the plain shell (the page then renders in the browser). A warm
 * render takes milliseconds; the first one of a route after a deploy loads its chunks, and on a loaded 2-core
 * machine that took over 1.5 s, which would have served shells to visitors without JavaScript.
 */
export const SSR_TIMEOUT_MS = 4_000;

/**
 * A page's HTML depends on its URL, its data and the clock (relative dates), nothing else: the server never reads
 * the visitor's cookie for a render. So a render is kept for a while under its URL and a hash of its data, and
 * the next visitor of that page with the same data gets it without React rendering again (a render costs
 * milliseconds of the one JavaScript thread; a busy page would queue behind it). New data is a new key at once;
 * the TTL bounds how old its relative dates may get.
 */
export const RENDER_CACHE_TTL_MS = 30_000;
/** Pages kept per build: the popular ones; a crawler walking every event only pushes out the oldest. */
const RENDER_CACHE_MAX_ENTRIES = 500;

/** The render cache's key: the URL and a digest of the seeded data. */
export const renderKey = (url: string, entries: readonly InitialDataEntry[]): string =>
  `${url}\n${createHash('sha1').update(JSON.stringify(entries)).digest('base64url')}`;

/**
 * One renderer per build folder (the atomic swap of scripts/webBuilds.ts gives every build its own folder, so
 * a rebuild is imported afresh). Node keeps imported modules for good; only the newest build is kept here.
 */
type KeptRenders = KeptValues<string>;

let loaded: { entry: string; renderer: Promise<ServerRenderer | null>; renders: KeptRenders } | null = null;

type LoadedRenderer = { renderer: ServerRenderer; renders: KeptRenders };

const rendererFor = async (server: FastifyInstance): Promise<LoadedRenderer | null> => {
  const index = server.spaIndexFile;
  if (!index) return null;
  let buildDir: string;
  try {
    buildDir = realpathSync(dirname(index));
  } catch {
    return null;
  }
  const entry = join(buildDir, SSR_DIR, SSR_ENTRY);
  if (loaded?.entry !== entry) {
    // Without an SSR build (vitest, `npm run dev`) pages keep the plain shell.
    if (!existsSync(entry)) return null;
    loaded = {
      entry,
      renderer: importRenderer(server, buildDir, entry),
      renders: keptValues<string>(RENDER_CACHE_TTL_MS, RENDER_CACHE_MAX_ENTRIES),
    };
  }
  const { renderer, renders } = loaded;
  const ready = await renderer;
  return ready && { renderer: ready, renders };
};

const importRenderer = (
  server: FastifyInstance,
  buildDir: string,
  entry: string,
): Promise<ServerRenderer | null> => {
  return import(pathToFileURL(entry).href).then(
    (module: ServerRenderModule) => module.createRenderer(join(buildDir, 'locales')),
    (error: unknown) => {
      server.log.error({ err: error, entry }, 'server render bundle failed to load, serving plain shells');
      return null;
    },
  );
};

/** Loads the server render of the served build ahead of the first page request (http/spa.ts, at start-up). */
export const warmServerRender = (server: FastifyInstance): void => {
  void rendererFor(server);
};

/**
 * The shell with `markup` as the content of #root (instead of the start-up splash) and the attribute that
 * makes the browser hydrate it. Null when the shell has no #root to fill.
 */
export const fillRoot = (shell: string, markup: string): string | null => {
  const open = shell.indexOf('<div id="root">');
  const bodyEnd = shell.search(/<\/body>/i);
  const close = bodyEnd < 0 ? -1 : shell.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || close < open) return null;
  return `${shell.slice(0, open)}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${markup}${shell.slice(close)}`;
};

const withTimeout = async <T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T | 'timeout'> => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      resolve('timeout');
      controller.abort(new Error('server render timed out'));
    }, timeoutMs);
  });
  const work = run(controller.signal);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    // An aborted render rejects after the race is decided: nobody waits for it.
    work.catch(() => {});
  }
};

/**
 * `shell` with the page rendered into #root when this is a public page and the build has a server render;
 * otherwise, and on any failure, `shell` unchanged.
 */
export const serverRenderedShell = async (
  req: FastifyRequest,
  shell: string,
  pathname: string,
  entries: readonly InitialDataEntry[],
  timeoutMs = SSR_TIMEOUT_MS,
): Promise<string> => {
  if (!isServerRenderedPath(pathname)) return shell;
  const loadedRenderer = await rendererFor(req.server);
  if (!loadedRenderer) return shell;
  const { renderer, renders } = loadedRenderer;
  try {
    // The router only needs path and query; the origin is a placeholder (the page never sees it).
    const url = new URL(req.url, 'http://kring.invalid').href;
    const key = renderKey(url, entries);
    const kept = renders.get(key);
    if (kept !== null) return fillRoot(shell, kept) ?? shell;
    const result = await withTimeout((signal) => renderer({ url, entries, signal }), timeoutMs);
    if (result === 'timeout') {
      req.log.warn({ url: req.url, timeoutMs }, 'server render too slow, serving the plain shell');
      return shell;
    }
    if (result.kind === 'redirect') return shell;
    renders.set(key, result.html);
    return fillRoot(shell, result.html) ?? shell;
  } catch (error) {
    req.log.error({ err: error, url: req.url }, 'server render failed, serving the plain shell');
    return shell;
  }
};
