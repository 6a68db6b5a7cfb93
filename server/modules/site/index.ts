/** The front door of modules/site: its routes for buildApp. */
export { CONTACT_RATE_LIMIT, siteRoutes } from './routes';
