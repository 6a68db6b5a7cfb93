import { NOTIFICATION_TIMEOUT_MS } from '@core/domain/notifications';
import type {
  NotificationDto,
  NotificationHistoryQuery,
  NotificationList,
  NotificationPage,
  ReadAllResult,
} from '@core/schemas/notifications';
import { apiFetch, isApiError } from '@web/lib/api';

/** The bell: latest 50 and the unread count (spec §9: times out after 3 s). */
export const fetchNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  apiFetch('/api/me/notifications', { timeoutMs: NOTIFICATION_TIMEOUT_MS, ...(signal ? { signal } : {}) });

/** /dashboard/notificaties: the history, filtered and paged. */
export const fetchNotificationHistory = (
  query: Partial<NotificationHistoryQuery>,
  signal?: AbortSignal,
): Promise<NotificationPage> =>
  apiFetch('/api/me/notifications/history', {
    query: { ...query, status: query.status === 'all' ? undefined : query.status },
    ...(signal ? { signal } : {}),
  });

export const markNotificationRead = (id: string): Promise<NotificationDto> =>
  apiFetch(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

export const markAllNotificationsRead = (): Promise<ReadAllResult> =>
  apiFetch('/api/me/notifications/read-all', { method: 'POST' });

/** Unread direct messages; null while the messages API is not there (404) so the badge shows nothing. */
export const fetchUnreadMessages = async (signal?: AbortSignal): Promise<number | null> => {
  try {
    const res = await apiFetch<{ count: number }>('/api/me/messages/unread-count', signal ? { signal } : {});
    return res.count;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};
