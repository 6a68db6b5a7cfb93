/** The front door of modules/venues: its routes for buildApp. */
export { venueRoutes } from './routes';
