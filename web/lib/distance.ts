/**
 * Distance to the search center as cards show it (spec §9): whole kilometres, '{n} km'. Nothing when the
 * distance is unknown (no location set, or an event without coordinates).
 */
export const formatDistanceKm = (km: number | null | undefined): string | null =>
  typeof km === 'number' && Number.isFinite(km) && km >= 0 ? `${Math.round(km)} km` : null;
