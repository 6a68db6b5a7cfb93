/**
 * The front door of modules/insights (issue 16): the admin dashboard and analytics routes for buildApp, and
 * the fact counter the event search calls after each answer (in memory, flushed every few seconds).
 */
export { type InsightsRouteDeps, insightsRoutes } from './routes';
export { flushFacts, recordSearch } from './facts';
