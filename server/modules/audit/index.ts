/** The front door of modules/audit (issue 16): the audit log screen's routes for buildApp. */
export { auditRoutes } from './routes';
