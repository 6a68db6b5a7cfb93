import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationHistoryQuery, NotificationList } from '@core/schemas/notifications';
import { isApiError } from '@web/lib/api';
import {
  fetchNotificationHistory,
  fetchNotifications,
  fetchUnreadMessages,
  markAllNotificationsRead,
  markNotificationRead,
} from './api';

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  histories: () => [...notificationKeys.all, 'history'] as const,
  history: (query: Partial<NotificationHistoryQuery>) => [...notificationKeys.histories(), query] as const,
  unreadMessages: ['messages', 'unread-count'] as const,
};

/** Spec §8: no retry after a timeout, other failures once. */
export const bellRetry = (failureCount: number, error: unknown): boolean =>
  !(isApiError(error) && error.code === 'timeout') && failureCount < 1;

/** The bell's list and unread count (signed-in members only). */
export const useBellNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled,
    retry: bellRetry,
    staleTime: 30_000,
  });

export const useNotificationHistory = (query: Partial<NotificationHistoryQuery>) =>
  useQuery({
    queryKey: notificationKeys.history(query),
    queryFn: ({ signal }) => fetchNotificationHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.unreadMessages,
    queryFn: ({ signal }) => fetchUnreadMessages(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

/** Mark one read: the bell drops its count at once, the lists refresh. */
export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (updated) => {
      client.setQueryData<NotificationList>(notificationKeys.bell(), (old) =>
        old
          ? {
              items: old.items.map((n) => (n.id === updated.id ? updated : n)),
              unread: Math.max(0, old.unread - (old.items.find((n) => n.id === updated.id)?.read ? 0 : 1)),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
};

export const useMarkAllNotificationsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      client.setQueryData<NotificationList>(notificationKeys.bell(), (old) =>
        old ? { items: old.items.map((n) => ({ ...n, read: true })), unread: 0 } : old,
      );
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
};
