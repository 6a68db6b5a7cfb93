/**
 * Kring's service worker, /sw.js (spec §7 Other, §9). Built by scripts/buildServiceWorker.ts into one classic
 * script at the root of dist/web, with the build's precache list put in for `__KRING_PRECACHE__`.
 *
 * - Precache: the app shell, the offline page and the icons; served cache-first, replaced per build.
 * - Pages: network first; the last copy (7 days) when offline; the Dutch offline page when there is none.
 * - /assets/: cache first for a year (hashed names); translations and images: dynamic cache, 7 days.
 * - API reads: network first; the saved events, tickets and session kept 7 days (readable offline), any
 *   other read 5 minutes. Only GETs are cached; writes always go to the network.
 * - A new version waits until the web app asks it to take over ('Nieuwe versie beschikbaar' → reload).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_MAX_AGE_SECONDS,
  CACHE_MAX_ENTRIES,
  CACHE_NAMES,
  MEMBER_CACHES,
  OFFLINE_PAGE_URL,
  SKIP_WAITING_MESSAGE,
  isAccountSwitch,
  isHashedAsset,
  isImage,
  isOfflineReadableApi,
  isPageNavigation,
  isShortCachedApi,
  isStorableResponse,
  isTranslation,
  staleCacheNames,
} from './cacheRules';
import { listenForPush } from './push';
import { scope } from './scope';

declare const __KRING_PRECACHE__: PrecacheEntry[];

const origin = scope.location.origin;

const precache = new PrecacheController({ cacheName: CACHE_NAMES.precache });
precache.precache(__KRING_PRECACHE__);
registerRoute(new PrecacheRoute(precache));

/** Stores only whole 200s the server allows to be stored; the offline set even when `no-store` (cacheRules.ts). */
const storableIf = (offlineSet: boolean) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorableResponse(response, offlineSet) ? response : null,
});
const storable = storableIf(false);

const expiring = (kind: keyof typeof CACHE_MAX_AGE_SECONDS) =>
  new ExpirationPlugin({
    maxAgeSeconds: CACHE_MAX_AGE_SECONDS[kind],
    maxEntries: CACHE_MAX_ENTRIES[kind],
    purgeOnQuotaError: true,
  });

// One expiration per cache: two would each keep their own list of the same cache's entries.
const dynamicExpiration = expiring('dynamic');
const dynamicFirstFromNetwork = new NetworkFirst({
  cacheName: CACHE_NAMES.dynamic,
  plugins: [storable, dynamicExpiration],
});

registerRoute(({ request, url }) => isPageNavigation(request.mode, url, origin), dynamicFirstFromNetwork);
registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({ cacheName: CACHE_NAMES.static, plugins: [storable, expiring('static')] }),
);
registerRoute(({ url }) => isTranslation(url, origin), dynamicFirstFromNetwork);
registerRoute(
  ({ url }) => isImage(url, origin),
  new CacheFirst({ cacheName: CACHE_NAMES.dynamic, plugins: [storable, dynamicExpiration] }),
);
registerRoute(
  ({ url }) => isOfflineReadableApi(url, origin),
  new NetworkFirst({ cacheName: CACHE_NAMES.dynamic, plugins: [storableIf(true), dynamicExpiration] }),
);
registerRoute(
  ({ url }) => isShortCachedApi(url, origin),
  new NetworkFirst({ cacheName: CACHE_NAMES.api, plugins: [storable, expiring('api')] }),
);

// Someone else may be signed in after this request: the previous member's copies go (cacheRules.ts).
const clearMemberCaches = () => Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
registerRoute(
  ({ url }) => isAccountSwitch(url, origin),
  async ({ request }) => {
    const response = await fetch(request);
    await clearMemberCaches();
    return response;
  },
  'POST',
);

// A page that neither the network nor the cache can answer gets the offline page (its URL stays, so the
// page's retry button reloads the page the visitor asked for).
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await precache.matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
  }
  return Response.error();
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE.type) void scope.skipWaiting();
});

// The first worker takes the open tabs at once, so a first visit is already cached for offline use; caches
// of other versions go.
scope.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      scope.clients.claim(),
      caches.keys().then((names) => Promise.all(staleCacheNames(names).map((name) => caches.delete(name)))),
    ]),
  );
});

listenForPush();
