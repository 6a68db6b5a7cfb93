/** The front door of modules/members: the public members directory and member page for buildApp. */
export { memberRoutes } from './routes';
