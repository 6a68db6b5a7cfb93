/** The front door of modules/professionals: its routes for buildApp. */
export { professionalRoutes } from './routes';
