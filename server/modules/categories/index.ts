/** The front door of modules/categories: its routes for buildApp. */
export { categoryRoutes } from './routes';
