/** The front door of modules/broadcasts (issue 15): its routes for buildApp. */
export { type BroadcastRouteDeps, broadcastRoutes } from './routes';
