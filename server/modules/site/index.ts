/** The front door of modules/site: its routes for buildApp. */
export { CONTACT_RATE_LIMIT, siteRoutes } from './routes';
/** Live site settings (issue 16): the routes, and the reads and checks other modules call. */
export { siteSettingsRoutes } from './settings.routes';
export { ensureFeatureOn, ensureSignUpsOpen, getSiteSettings } from './settings';
/** The showcase pages (issue 17): who may see them, for the SPA fallback and the web. */
export { pageVisibleTo, testPagesRoutes } from './testPages';
