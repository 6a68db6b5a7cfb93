import type { InitialDataEntry } from './initialData';
import { resolveRedirect, screenForPath, type ScreenSection } from './screens';

/**
 * The contract between the server (server/http/ssr.ts) and the server render of the web app
 * (web/entry-server.tsx, built into `<web build>/.ssr/entry-server.js`): the server only ever imports the built
 * file, never web/ source, so both sides type it from here.
 */

/** Folder of the server render inside a web build, and its entry file. */
export const SSR_DIR = '.ssr';
export const SSR_ENTRY = 'entry-server.js';

/** The attribute the server puts on a rendered #root: web/main.tsx hydrates it instead of rendering afresh. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Marks the inline script of a server-rendered page that loads the app after its first paint. */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-kring-boot';

/**
 * Set on <html> by the server page's boot script (server/http/deferredScripts.ts) once it has added all the page's
 * preload links; the app waits for it before importing the page's route module (web/lib/bootPreloads.ts).
 */
export const PRELOADED_ATTRIBUTE = 'data-preloaded';

/** Set on <html> by the browser app once its first render (a server-rendered page's hydration) is committed. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export type ServerRenderInput = {
  /** Absolute URL of the page (origin, path and query string). */
  url: string;
  /** The queries the page embeds for hydration; the render shows the same data. */
  entries: readonly InitialDataEntry[];
  /** Aborts the render (the server's time limit). */
  signal?: AbortSignal;
};

export type ServerRenderResult =
  | { kind: 'html'; html: string }
  /** The route answered with a redirect (an alias): the browser's router forwards as before. */
  | { kind: 'redirect'; location: string };

export type ServerRenderer = (input: ServerRenderInput) => Promise<ServerRenderResult>;

/** What the built entry exports: a renderer for one build, given that build's locales folder. */
export type ServerRenderModule = { createRenderer: (localesDir: string) => ServerRenderer };

/** Sections whose pages anyone may see: rendered on the server. */
const SERVER_RENDERED_SECTIONS: ReadonlySet<ScreenSection> = new Set(['public', 'community']);

/**
 * Public screens that still render in the browser only: the professionals (members only, spec §6: the guard
 * needs the session, which the server render does not read) and the topic form (a signed-in form).
 */
const BROWSER_ONLY_SCREENS: ReadonlySet<string> = new Set([
  'professionals',
  'professionalDetail',
  'communityCreate',
]);

/**
 * Whether the server renders this page path: public and community pages, and unknown paths (the Dutch 404
 * page). Signed-in screens, sign-in forms, checkout and aliases keep the plain shell.
 */
export const isServerRenderedPath = (pathname: string): boolean => {
  const screen = screenForPath(pathname);
  if (!screen) return resolveRedirect(pathname) === null;
  return SERVER_RENDERED_SECTIONS.has(screen.section) && !BROWSER_ONLY_SCREENS.has(screen.key);
};
