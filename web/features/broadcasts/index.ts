// /admin/broadcast-notifications: the form that sends a notification to an audience and the list of sent ones.
export { BroadcastForm } from './BroadcastForm';
export { BroadcastList } from './BroadcastList';
export { useBroadcasts } from './queries';
