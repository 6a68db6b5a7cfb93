import type { GeoPlace } from '../../../core/schemas/geo';

export type LatLng = { lat: number; lng: number };

/**
 * The geocoding integration (spec §7 "Location provider"): an offline NL/BE gazetteer by default, a
 * LocationIQ-compatible service when LOCATIONIQ_KEY is set. Failures never throw to callers: lists come back
 * empty, single answers null (spec §8: "autocomplete errors give empty list; directions errors give null").
 */
export interface Geocoder {
  /** Places starting with what the user typed (from 3 characters), biggest first. */
  autocomplete(q: string, limit?: number): Promise<GeoPlace[]>;
  /** Places matching a typed location (a city, or an address ending in one). */
  search(q: string): Promise<GeoPlace[]>;
  /** The place at (or nearest to) a point, or null when none is near. */
  reverse(lat: number, lng: number): Promise<GeoPlace | null>;
  /** Driving distance in km, or null when the provider has no route (callers fall back to a straight line). */
  routeDistanceKm(from: LatLng, to: LatLng): Promise<number | null>;
}

/** The label a location field shows: 'Utrecht, Utrecht (NL)'. */
export const placeLabel = (name: string, region: string, country: string): string =>
  region ? `${name}, ${region} (${country})` : `${name} (${country})`;
