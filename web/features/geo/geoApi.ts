import type { GeoPlace } from '@core/schemas/geo';
import { apiFetch } from '@web/lib/api';

export type { GeoPlace };

/** Location search needs 3 characters (spec §5; GEO_QUERY_MIN_LENGTH of core/schemas/geo, which holds zod). */
export const GEO_MIN_QUERY_LENGTH = 3;

export const fetchGeoAutocomplete = (q: string, signal?: AbortSignal): Promise<{ results: GeoPlace[] }> =>
  apiFetch<{ results: GeoPlace[] }>('/api/geo/autocomplete', { query: { q }, signal });

export const fetchGeoSearch = (q: string, signal?: AbortSignal): Promise<{ results: GeoPlace[] }> =>
  apiFetch<{ results: GeoPlace[] }>('/api/geo/search', { query: { q }, signal });

export const fetchGeoReverse = (
  lat: number,
  lng: number,
  signal?: AbortSignal,
): Promise<{ result: GeoPlace | null }> =>
  apiFetch<{ result: GeoPlace | null }>('/api/geo/reverse', { query: { lat, lng }, signal });

export type BrowserPositionError = 'unsupported' | 'unavailable';

export class BrowserPositionFailure extends Error {
  constructor(readonly reason: BrowserPositionError) {
    super(reason);
    this.name = 'BrowserPositionFailure';
  }
}

/** The browser's position ('Mijn locatie'); rejects with the reason the spec §8 messages distinguish. */
export const getBrowserPosition = (): Promise<{ lat: number; lng: number }> =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new BrowserPositionFailure('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new BrowserPositionFailure('unavailable')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
