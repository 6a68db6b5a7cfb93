/** The front door of modules/highlights: /api/premium-highlights for buildApp. */
export { highlightRoutes } from './routes';
