export { PushPermissionSlot } from './push/PushPermissionSlot';
export { pushKeys, usePushSubscription } from './push/usePushSubscription';
export { ChannelOutcomes } from './novuTest/ChannelOutcomes';
export { TestArrivals } from './novuTest/TestArrivals';
export { TestNotificationForm } from './novuTest/TestNotificationForm';
export { useTestNotification } from './novuTest/useTestNotification';
// The bell, the 'Berichten' badge and the notification history (issue 15).
export { HeaderBell } from './Bell';
export { MessagesBadge } from './MessagesBadge';
export { NotificationHistory } from './NotificationHistory';
export { notificationKeys } from './queries';
