/** The front door of modules/follows: its routes for buildApp and its realtime channel. */
export { followRoutes } from './routes';
export { FOLLOWER_COUNT_EVENT, followerCountChannel } from './channels';
