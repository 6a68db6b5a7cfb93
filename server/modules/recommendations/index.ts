/** The front door of modules/recommendations: its routes for buildApp. */
export { type RecommendationDeps, recommendationRoutes } from './routes';
