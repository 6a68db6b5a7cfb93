/** The front door of modules/analytics: its routes for buildApp. */
export { type AnalyticsRouteDeps, analyticsRoutes } from './routes';
