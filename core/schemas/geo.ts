import { z } from 'zod';

/** Countries the geocoding answers with: the platform serves the Netherlands and Belgium. */
export const GEO_COUNTRIES = ['NL', 'BE'] as const;
export type GeoCountry = (typeof GEO_COUNTRIES)[number];

/** A point in decimal degrees (the center of a radius search). */
export type GeoPoint = { lat: number; lng: number };

/** `near=lat,lng` (decimal degrees) of every radius search (events, venues, …), else null. */
export const parseNearParam = (value: string | undefined): GeoPoint | null => {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  const [lat, lng] = parts.map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
};

/** Location search needs at least 3 characters (spec §5). */
export const GEO_QUERY_MIN_LENGTH = 3;

/** One place: `label` is what a location field shows, e.g. 'Utrecht, Utrecht (NL)'. */
export const GeoPlace = z.object({
  label: z.string(),
  name: z.string(),
  region: z.string(),
  country: z.enum(GEO_COUNTRIES),
  lat: z.number(),
  lng: z.number(),
});
export type GeoPlace = z.infer<typeof GeoPlace>;

export const GeoQuery = z.object({
  q: z
    .string()
    .trim()
    .min(GEO_QUERY_MIN_LENGTH, 'Typ minstens 3 tekens om een locatie te zoeken.')
    .max(200, 'Deze zoekterm is te lang.'),
});

export const GeoResults = z.object({ results: z.array(GeoPlace) });
export type GeoResults = z.infer<typeof GeoResults>;

const latitude = z.coerce
  .number('Ongeldige breedtegraad.')
  .min(-90, 'De breedtegraad ligt tussen -90 en 90.')
  .max(90, 'De breedtegraad ligt tussen -90 en 90.');
const longitude = z.coerce
  .number('Ongeldige lengtegraad.')
  .min(-180, 'De lengtegraad ligt tussen -180 en 180.')
  .max(180, 'De lengtegraad ligt tussen -180 en 180.');

export const ReverseGeoQuery = z.object({ lat: latitude, lng: longitude });
export const ReverseGeoResult = z.object({ result: GeoPlace.nullable() });
export type ReverseGeoResult = z.infer<typeof ReverseGeoResult>;

/** 'lat,lng' with valid coordinates, e.g. '52.0908,5.1222'. */
const LatLngParam = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => p.trim());
    const lat = ReverseGeoQuery.shape.lat.safeParse(parts[0]);
    const lng = ReverseGeoQuery.shape.lng.safeParse(parts[1]);
    if (parts.length !== 2 || parts.some((p) => p === '') || !lat.success || !lng.success) {
      ctx.addIssue({
        code: 'custom',
        message: 'Gebruik de vorm breedtegraad,lengtegraad, bijvoorbeeld 52.09,5.12.',
      });
      return z.NEVER;
    }
    return { lat: lat.data, lng: lng.data };
  });

export const GeoDistanceQuery = z.object({ from: LatLngParam, to: LatLngParam });

/** `route` = driving distance from the location provider; `straight` = great-circle fallback (spec §7). */
export const GeoDistance = z.object({ km: z.number(), source: z.enum(['route', 'straight']) });
export type GeoDistance = z.infer<typeof GeoDistance>;
