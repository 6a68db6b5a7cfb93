// The bell, the 'Berichten' badge and the notification history (issue 15).
export { HeaderBell } from './Bell';
export { MessagesBadge } from './MessagesBadge';
export { NotificationHistory } from './NotificationHistory';
export { notificationKeys } from './queries';
