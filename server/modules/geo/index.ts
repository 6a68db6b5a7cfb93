/** The front door of modules/geo: its routes for buildApp. */
export { GEO_RATE_LIMIT, type GeoDeps, geoRoutes } from './routes';
