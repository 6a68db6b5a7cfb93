import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationDto, NotificationList } from '@core/schemas/notifications';
import type { NotificationsRead, UnreadCounts } from '@core/schemas/realtime';
import { useRealtimeEvent, useRealtimeState } from '@web/features/realtime';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { notify } from '@web/lib/toast';
import { BellButton } from './BellButton';
import { bellErrorKey, bellStateOf } from './bellState';
import { notificationKeys, useBellNotifications } from './queries';

const BellMenu = lazy(() => import('./BellMenu').then((m) => ({ default: m.BellMenu })));

/** Dashboard data a notification may be about (spec §7: an insert refreshes dashboard data). */
const DASHBOARD_KEYS = [
  'bookings',
  'tickets',
  'payments',
  'forum',
  'reviews',
  'teams',
  'appointments',
  'follows',
  'messages',
  'analytics',
] as const;

/**
 * The header bell for a signed-in member: the latest 50 (GET /api/me/notifications), live from the tab's
 * stream — a new notification shows a toast 'title: content' and refreshes the bell and dashboard data,
 * `unread` sets the badges. The menu itself (Radix Popover, date-fns) loads after the first paint.
 */
export const HeaderBell = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useBellNotifications(true);
  const stream = useRealtimeState();
  useRealtimeEvent<NotificationDto>('notification', (n) => {
    notify.info(`${n.title}: ${n.content}`);
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    for (const key of DASHBOARD_KEYS) void client.invalidateQueries({ queryKey: [key] });
  });
  useRealtimeEvent<UnreadCounts>('unread', (counts) => {
    client.setQueryData<NotificationList>(notificationKeys.bell(), (old) =>
      old ? { ...old, unread: counts.notifications } : old,
    );
    client.setQueryData(notificationKeys.unreadMessages, counts.messages);
  });
  useRealtimeEvent<NotificationsRead>('notifications-read', () => {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  });
  const state = bellStateOf({
    signedIn: true,
    streamDown: stream === 'failed',
    isPending: query.isPending,
    isError: query.isError && !query.data,
  });
  const unread = query.data?.unread ?? 0;
  const errorText = query.isError ? t(`bell.errors.${bellErrorKey(query.error)}`) : undefined;
  return (
    <LazyBoundary fallback={<BellButton state={state} unread={unread} errorText={errorText} />}>
      <BellMenu state={state} unread={unread} errorText={errorText} query={query} />
    </LazyBoundary>
  );
};
