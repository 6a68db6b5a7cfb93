export { PushPermissionSlot } from './push/PushPermissionSlot';
export { pushKeys, usePushSubscription } from './push/usePushSubscription';
export { ChannelOutcomes } from './novuTest/ChannelOutcomes';
export { TestArrivals } from './novuTest/TestArrivals';
export { TestNotificationForm } from './novuTest/TestNotificationForm';
export { useTestNotification } from './novuTest/useTestNotification';
