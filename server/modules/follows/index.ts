/** The front door of modules/follows: its routes for buildApp, its realtime channel and its current value. */
export { followRoutes } from './routes';
export { FOLLOWER_COUNT_EVENT, followerCountChannel } from './channels';
export { followerCount } from './service';
