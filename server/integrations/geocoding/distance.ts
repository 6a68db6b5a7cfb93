import type { LatLng } from './types';

/** Earth radius of spec §9. */
export const EARTH_RADIUS_KM = 6371;

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle (Haversine) distance in km: the straight-line fallback when no route is known (spec §7). */
export const haversineKm = (from: LatLng, to: LatLng): number => {
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};
