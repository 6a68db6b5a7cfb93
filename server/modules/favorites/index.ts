/** The front door of modules/favorites: its routes for buildApp and its realtime channel. */
export { favoriteRoutes } from './routes';
export { SAVED_COUNT_EVENT, savedCountChannel } from './channels';
