/** The front door of modules/organizations: its routes for buildApp, and the page lookup for the page head. */
export { organizationRoutes } from './routes';
export { loadOrganizationDetail } from './service';
