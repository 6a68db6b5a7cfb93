/**
 * What the service worker (sw.ts) keeps, where and for how long: spec §9 "service-worker caches versioned v2:
 * static 365 days, dynamic 7 days, api 5 minutes". Pure functions of a URL, so the rules are unit-tested
 * without a browser (cacheRules.test.ts); sw.ts only wires them to Workbox strategies.
 */

/** Spec §9: the caches' version. A new version's worker deletes every cache of another name on activate. */
export const CACHE_VERSION = 'v2';

const named = (kind: string): string => `kring-${kind}-${CACHE_VERSION}`;

export const CACHE_NAMES = {
  /** The build's own files, listed at build time (scripts/buildServiceWorker.ts): shell, offline page, icons. */
  precache: named('precache'),
  /** Hashed build assets fetched later (route chunks): they never change under their name. */
  static: named('static'),
  /** Pages, translations and images, and the member's offline set (see isOfflineReadableApi). */
  dynamic: named('dynamic'),
  /** Any other API read, as a short fallback when the network fails. */
  api: named('api'),
} as const;

const DAY = 24 * 60 * 60;

/** Spec §9, in seconds. */
export const CACHE_MAX_AGE_SECONDS = { static: 365 * DAY, dynamic: 7 * DAY, api: 5 * 60 } as const;

/** Entries per cache: enough for a visit's pages and images, small enough for a phone's storage quota. */
export const CACHE_MAX_ENTRIES = { static: 300, dynamic: 120, api: 150 } as const;

/** The offline page (web/offline.html), precached and answered for a page that cannot be fetched. */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * The message that activates a waiting worker ('Nieuwe versie beschikbaar' → reload): what workbox-window's
 * messageSkipWaiting() posts (web/features/pwa/serviceWorkerUpdates.ts).
 */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

const sameOrigin = (url: URL, origin: string): boolean => url.origin === origin;

/** Hashed files of a build (`/assets/name-hash.js`): cache first, kept a year. */
export const isHashedAsset = (url: URL, origin: string): boolean =>
  sameOrigin(url, origin) && url.pathname.startsWith('/assets/');

/** Translations: network first (a release may add keys), the last copy offline. */
export const isTranslation = (url: URL, origin: string): boolean =>
  sameOrigin(url, origin) && url.pathname.startsWith('/locales/');

/**
 * Uploaded and seed images and their resized variants (`/img/{width}?src=…`, core/domain/images.ts): stored
 * under a new name when they change, so the cached copy is good for a week.
 */
export const isImage = (url: URL, origin: string): boolean =>
  sameOrigin(url, origin) && /^\/(uploads|media|img)\//.test(url.pathname);

/**
 * API reads a member needs on the way to an event without a connection (issue 17: saved events and tickets
 * readable offline), plus the session the dashboard's guard asks first. They live in the dynamic cache
 * (7 days) rather than the 5-minute api cache: a ticket must still open at the door an hour later.
 */
const OFFLINE_READABLE_API = [
  /^\/api\/session$/,
  /^\/api\/me\/favorites\/events(\/ids)?$/,
  /^\/api\/me\/tickets$/,
  /^\/api\/ticket-orders\/[^/]+$/,
];

/**
 * API paths never stored: sign-in and its tokens, the realtime streams (an endless SSE body would never finish
 * its cache write), the API's own docs.
 */
const NEVER_CACHED_API = [/^\/api\/auth(\/|$)/, /^\/api\/stream(\/|$)/, /^\/api\/docs(\/|$)/];

const isApi = (url: URL, origin: string): boolean =>
  sameOrigin(url, origin) && url.pathname.startsWith('/api/');

export const isOfflineReadableApi = (url: URL, origin: string): boolean =>
  isApi(url, origin) && OFFLINE_READABLE_API.some((re) => re.test(url.pathname));

/** Other API reads (GET only: the router never matches another method): network first, 5 minutes. */
export const isShortCachedApi = (url: URL, origin: string): boolean =>
  isApi(url, origin) &&
  !isOfflineReadableApi(url, origin) &&
  !NEVER_CACHED_API.some((re) => re.test(url.pathname));

/**
 * A change of who is signed in (POST sign-in, sign-up, sign-out): the previous member's cached pages and API
 * answers are deleted, so a shared phone never shows them to the next person, online or offline.
 */
export const isAccountSwitch = (url: URL, origin: string): boolean =>
  sameOrigin(url, origin) && /^\/api\/auth\/sign-(in|up|out)(\/|$)/.test(url.pathname);

/** Caches holding a member's data: emptied on an account switch. */
export const MEMBER_CACHES = [CACHE_NAMES.dynamic, CACHE_NAMES.api] as const;

/** Caches left over from another version (or the workbox defaults): deleted when this worker activates. */
export const staleCacheNames = (existing: readonly string[]): string[] => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  return existing.filter((name) => !current.has(name));
};

/**
 * A response worth keeping: a complete 200 that the server did not mark as not-for-storage. `no-store` is how
 * the server says a response holds something that must not rest on disk (admin screens, team invitations).
 *
 * The offline set is kept even so (`offlineSet`): `/api/session` is `no-store` because it changes with every
 * sign-in, and the worker empties that cache on every sign-in, sign-up and sign-out (isAccountSwitch). Without
 * the session the dashboard's guard would send an offline member to the login.
 */
export const isStorableResponse = (
  response: Pick<Response, 'status' | 'headers'>,
  offlineSet = false,
): boolean =>
  response.status === 200 &&
  (offlineSet || !/\bno-store\b/i.test(response.headers.get('cache-control') ?? ''));

/** Paths the server answers as machine paths, not pages (server/http/spa.ts NOT_SPA). */
const NOT_A_PAGE = /^\/(api|uploads|assets|locales)(\/|$)|^\/(healthz|readyz)$/;

/** A navigation to one of the app's pages: network first, the last copy offline, else the offline page. */
export const isPageNavigation = (mode: string, url: URL, origin: string): boolean =>
  mode === 'navigate' && sameOrigin(url, origin) && !NOT_A_PAGE.test(url.pathname);
