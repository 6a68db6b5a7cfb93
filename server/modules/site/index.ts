/** The front door of modules/site: its routes for buildApp. */
export { CONTACT_RATE_LIMIT, siteRoutes } from './routes';
/** The landing page's counters and upcoming events, seeded into its HTML (issue 17). */
export { landingPageData } from './landingPage';
/** Live site settings (issue 16): the routes, and the reads and checks other modules call. */
export { siteSettingsRoutes } from './settings.routes';
export { ensureFeatureOn, ensureSignUpsOpen, getSiteSettings } from './settings';
/** The showcase pages (issue 17): who may see them, for the SPA fallback and the web. */
export { pageVisibleTo, testPagesRoutes } from './testPages';
