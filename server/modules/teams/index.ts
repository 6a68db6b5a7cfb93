/** The front door of modules/teams: its routes for buildApp and the rules other modules build on. */
export { teamRoutes } from './routes';
export { teamsPolicy } from './policy';
