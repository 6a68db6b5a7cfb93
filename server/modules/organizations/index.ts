/**
 * The front door of modules/organizations: its routes for buildApp, the page lookup for the page head, and the
 * directory's first-render data.
 */
export { organizationRoutes } from './routes';
export { organizationsPageData } from './directoryPage';
export { loadOrganizationDetail } from './service';
