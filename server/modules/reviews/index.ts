/** The front door of modules/reviews: its routes, and the eligibility rule later issues extend. */
export { reviewRoutes } from './routes';
export { reviewEligibility } from './queriesEligibility';
