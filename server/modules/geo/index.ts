/** The front door of modules/geo: its routes for buildApp, and the radius/distance SQL every directory uses. */
export { GEO_RATE_LIMIT, type GeoDeps, geoRoutes } from './routes';
export {
  type CoordinateColumns,
  RADIUS_TOLERANCE,
  boundingBox,
  distanceKmFrom,
  wholeKmFrom,
  withinRadius,
} from './queriesRadius';
