import { describe, expect, it } from 'vitest';
import {
  CACHE_MAX_AGE_SECONDS,
  CACHE_NAMES,
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

const ORIGIN = 'https://kring.nl';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('service-worker caches (spec §9)', () => {
  it('are versioned v2, with static 365 days, dynamic 7 days and api 5 minutes', () => {
    for (const name of Object.values(CACHE_NAMES)) expect(name).toMatch(/^kring-[a-z]+-v2$/);
    expect(new Set(Object.values(CACHE_NAMES)).size).toBe(4);
    expect(CACHE_MAX_AGE_SECONDS).toEqual({ static: 365 * 86_400, dynamic: 7 * 86_400, api: 300 });
  });

  it('deletes the caches of other versions on activate, and keeps its own', () => {
    const current = Object.values(CACHE_NAMES);
    expect(
      staleCacheNames([
        ...current,
        'kring-api-v1',
        'workbox-precache-v2-https://kring.nl/',
        'kring-static-v3',
      ]),
    ).toEqual(['kring-api-v1', 'workbox-precache-v2-https://kring.nl/', 'kring-static-v3']);
    expect(staleCacheNames(current)).toEqual([]);
  });
});

describe('which requests go where', () => {
  it("keeps the member's offline set (session, saved events, tickets) in the dynamic cache", () => {
    for (const path of [
      '/api/session',
      '/api/me/favorites/events?page=1&pageSize=12',
      '/api/me/favorites/events/ids?ids=a,b',
      '/api/me/tickets?page=1',
      '/api/ticket-orders/5f0c',
    ]) {
      expect(isOfflineReadableApi(at(path), ORIGIN), path).toBe(true);
      expect(isShortCachedApi(at(path), ORIGIN), path).toBe(false);
    }
  });

  it('caches other API reads for 5 minutes, but never sign-in, the realtime streams or the docs', () => {
    expect(isShortCachedApi(at('/api/events?page=2'), ORIGIN)).toBe(true);
    expect(isShortCachedApi(at('/api/categories'), ORIGIN)).toBe(true);
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-in',
      '/api/stream?topics=x',
      '/api/docs/json',
    ]) {
      expect(isShortCachedApi(at(path), ORIGIN), path).toBe(false);
      expect(isOfflineReadableApi(at(path), ORIGIN), path).toBe(false);
    }
    // Near misses stay out of the offline set.
    expect(isOfflineReadableApi(at('/api/sessions'), ORIGIN)).toBe(false);
    expect(isOfflineReadableApi(at('/api/ticket-orders/5f0c/cancel'), ORIGIN)).toBe(false);
  });

  it('leaves other sites alone', () => {
    const elsewhere = at('/api/events', 'https://tiles.example.org');
    expect(isShortCachedApi(elsewhere, ORIGIN)).toBe(false);
    expect(isHashedAsset(at('/assets/x.js', 'https://cdn.example.org'), ORIGIN)).toBe(false);
    expect(isPageNavigation('navigate', at('/events', 'https://example.org'), ORIGIN)).toBe(false);
  });

  it('sorts files: hashed assets, translations, images', () => {
    expect(isHashedAsset(at('/assets/index-B4x9k2Lq.js'), ORIGIN)).toBe(true);
    expect(isTranslation(at('/locales/nl/common.json'), ORIGIN)).toBe(true);
    expect(isImage(at('/uploads/events/u/k.webp'), ORIGIN)).toBe(true);
    expect(isImage(at('/media/seed/events/01.webp'), ORIGIN)).toBe(true);
    expect(isImage(at('/img/640?src=%2Fmedia%2Fseed%2Fevents%2F01.webp'), ORIGIN)).toBe(true);
    expect(isImage(at('/imgs/a.webp'), ORIGIN)).toBe(false);
    expect(isHashedAsset(at('/locales/nl/common.json'), ORIGIN)).toBe(false);
  });

  it('treats navigations to pages as pages, and machine paths not', () => {
    for (const path of ['/', '/events', '/dashboard/opgeslagen', '/events/yoga?x=1', '/offline.html']) {
      expect(isPageNavigation('navigate', at(path), ORIGIN), path).toBe(true);
    }
    for (const path of ['/api/docs', '/healthz', '/readyz', '/uploads/a.pdf', '/assets/a.js']) {
      expect(isPageNavigation('navigate', at(path), ORIGIN), path).toBe(false);
    }
    expect(isPageNavigation('cors', at('/events'), ORIGIN)).toBe(false);
  });

  it('empties the member caches when someone signs in, up or out', () => {
    for (const path of [
      '/api/auth/sign-in',
      '/api/auth/sign-in/email',
      '/api/auth/sign-up',
      '/api/auth/sign-out',
    ]) {
      expect(isAccountSwitch(at(path), ORIGIN), path).toBe(true);
    }
    expect(isAccountSwitch(at('/api/auth/get-session'), ORIGIN)).toBe(false);
  });
});

describe('what is stored', () => {
  const response = (status: number, cacheControl?: string) => ({
    status,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it('only complete 200s the server does not mark no-store', () => {
    expect(isStorableResponse(response(200))).toBe(true);
    expect(isStorableResponse(response(200, 'no-cache'))).toBe(true);
    expect(isStorableResponse(response(200, 'private, no-store'))).toBe(false);
    expect(isStorableResponse(response(206))).toBe(false);
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(500))).toBe(false);
  });

  it("keeps the offline set even when no-store, so the member's session opens the dashboard offline", () => {
    expect(isStorableResponse(response(200, 'no-store'), true)).toBe(true);
    expect(isStorableResponse(response(401, 'no-store'), true)).toBe(false);
  });
});
