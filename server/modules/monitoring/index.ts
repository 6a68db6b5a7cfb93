/** The front door of modules/monitoring (issue 16): its routes for buildApp and the heartbeat main.ts starts. */
export { monitoringRoutes } from './routes';
export { HEARTBEAT_INTERVAL_MS, beat, startHeartbeat } from './heartbeat';
