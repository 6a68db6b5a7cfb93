import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { GeoPoint } from '../../../core/schemas/geo';
import { EARTH_RADIUS_KM } from '../../integrations/geocoding';

/**
 * Radius search and distance in SQL for anything with coordinates (events, venues, and next organisations and
 * professionals): spec §9 "Earth radius 6371 km; radius tolerance 1.1 × straight-line distance". Each caller
 * passes its own latitude/longitude columns; a btree index on (latitude, longitude) serves the box.
 */

/** Spec §9: a place within 1.1 × the radius (straight line) still counts as near. */
export const RADIUS_TOLERANCE = 1.1;

/** The coordinate columns of a table (nullable: online events and unplaced profiles are never near). */
export type CoordinateColumns = { latitude: SQLWrapper; longitude: SQLWrapper };

/** Great-circle (haversine) distance in km from `point` to the row, on a 6371 km sphere. */
export const distanceKmFrom = (
  at: CoordinateColumns,
  point: GeoPoint,
): SQL<number> => sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${at.latitude} - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(${at.latitude}))
      * power(sin(radians(${at.longitude} - ${point.lng}) / 2), 2)))))`;

/** The distance rounded to whole km (spec §9: shown '{n} km'), as an int column. */
export const wholeKmFrom = (at: CoordinateColumns, point: GeoPoint): SQL<number | null> =>
  sql<number | null>`round(${distanceKmFrom(at, point)})::int`.mapWith(Number);

/** Length of one degree of latitude on the 6371 km sphere. */
const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_KM) / 360;

export type Box = { south: number; north: number; west: number; east: number; wraps: boolean };

/**
 * The latitude/longitude box that holds every point within `reachKm` of `point`. Longitude bounds are left
 * out where the box would reach a pole or cross the antimeridian (the exact distance still decides).
 */
export const boundingBox = (point: GeoPoint, reachKm: number): Box => {
  const dLat = reachKm / KM_PER_DEGREE;
  const south = Math.max(-90, point.lat - dLat);
  const north = Math.min(90, point.lat + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLng = widest >= 90 ? 360 : reachKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  const west = point.lng - dLng;
  const east = point.lng + dLng;
  const wraps = west < -180 || east > 180;
  return { south, north, west: Math.max(-180, west), east: Math.min(180, east), wraps };
};

/**
 * Radius search in two steps: a bounding box in degrees on the btree index (latitude, longitude) narrows
 * the rows, then the exact great-circle distance keeps what lies within radius × 1.1. A plain column box
 * (rather than earth_box on a GiST index) gives the planner real statistics, so it combines the box with
 * the trigram and other indexes (BitmapAnd) instead of rechecking thousands of rows.
 */
export const withinRadius = (at: CoordinateColumns, point: GeoPoint, radiusKm: number): SQL => {
  const reachKm = radiusKm * RADIUS_TOLERANCE;
  const box = boundingBox(point, reachKm);
  const lng = box.wraps ? sql`true` : sql`${at.longitude} between ${box.west} and ${box.east}`;
  return sql`(${at.latitude} between ${box.south} and ${box.north} and ${lng}
    and ${distanceKmFrom(at, point)} <= ${reachKm}::float8)`;
};
