/** The front door of modules/favorites: its routes for buildApp, its realtime channels and their current values. */
export { favoriteRoutes } from './routes';
export {
  SAVED_COUNT_EVENT,
  professionalSavedCountChannel,
  savedCountChannel,
  venueSavedCountChannel,
} from './channels';
export { currentProfileSavedCount, currentSavedCount } from './service';
