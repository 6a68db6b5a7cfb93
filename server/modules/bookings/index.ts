/** The front door of modules/bookings (venue hire): its routes for buildApp. */
export { bookingRoutes } from './routes';
