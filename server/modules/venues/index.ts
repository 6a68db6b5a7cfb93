/** The front door of modules/venues: its routes for buildApp and the directory's first-render data. */
export { venueRoutes } from './routes';
export { venuesPageData } from './directoryPage';
