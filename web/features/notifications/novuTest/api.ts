import type {
  NotificationList,
  TestNotificationBody,
  TestNotificationResult,
} from '@core/schemas/notifications';
import { apiFetch } from '@web/lib/api';

/** POST /api/me/notifications/test: a test notification to myself; what happened per channel. */
export const sendTestNotification = (body: TestNotificationBody) =>
  apiFetch<TestNotificationResult>('/api/me/notifications/test', { method: 'POST', body });

/** GET /api/me/notifications: the bell's latest 50, where the test notification arrives in-app. */
export const fetchLatestNotifications = (signal?: AbortSignal) =>
  apiFetch<NotificationList>('/api/me/notifications', { signal });
