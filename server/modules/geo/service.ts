import type { GeoDistance, GeoPlace } from '../../../core/schemas/geo';
import { type Geocoder, type LatLng, haversineKm } from '../../integrations/geocoding';

import { presentDistance } from './presenter';

/** Places for a location field: from 3 characters, biggest first (at most 5). */
export const autocompletePlaces = (geocoder: Geocoder, q: string): Promise<GeoPlace[]> =>
  geocoder.autocomplete(q, 5);

/** Places matching a typed location or address. */
export const searchPlaces = (geocoder: Geocoder, q: string): Promise<GeoPlace[]> => geocoder.search(q);

/** The place at a point ('use my location'), or null outside the Netherlands and Belgium. */
export const reversePlace = (geocoder: Geocoder, point: LatLng): Promise<GeoPlace | null> =>
  geocoder.reverse(point.lat, point.lng);

/**
 * Distance between two points: the driving route when the provider knows one, else the great-circle line
 * (spec §7: Haversine fallback when directions are missing). One decimal; the web rounds to whole km.
 */
export const distanceBetween = async (geocoder: Geocoder, from: LatLng, to: LatLng): Promise<GeoDistance> => {
  const route = await geocoder.routeDistanceKm(from, to);
  if (route !== null) return presentDistance(route, 'route');
  return presentDistance(haversineKm(from, to), 'straight');
};
