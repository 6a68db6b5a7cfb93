import type { GeoDistance } from '../../../core/schemas/geo';

/** One decimal; the web rounds to whole km. */
const round1 = (km: number): number => Math.round(km * 10) / 10;

/** A distance as the API answers it: kilometres (one decimal) and whether it follows the road. */
export const presentDistance = (km: number, source: GeoDistance['source']): GeoDistance => ({
  km: round1(km),
  source,
});
