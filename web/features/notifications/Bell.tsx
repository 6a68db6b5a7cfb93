import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationDto, NotificationList } from '@core/schemas/notifications';
import type { NotificationsRead, UnreadCounts } from '@core/schemas/realtime';
import { useRealtimeEvent, useRealtimeState } from '@web/features/realtime';
import { lazyPart } from '@web/lib/lazyPart';
import { notify } from '@web/lib/toast';
import { BellButton } from './BellButton';
import { bellErrorKey, bellStateOf } from './bellState';
import { notificationKeys, useBellNotifications } from './queries';

/** At most this many notification toasts per window; the rest are summed up in one. */
const TOAST_BURST_MAX = 3;
const TOAST_BURST_WINDOW_MS = 10_000;

// The bell appears once the session is known, after hydration: loaded without Suspense (web/lib/lazyPart.tsx).
const BellMenu = lazyPart(() => import('./BellMenu').then((m) => m.BellMenu));

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
  const burst = useRef<{ shown: number[]; more: number; timer: ReturnType<typeof setTimeout> | null }>({
    shown: [],
    more: 0,
    timer: null,
  });
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRealtimeEvent<NotificationDto>('notification', (n) => {
    // A burst (a busy forum thread) shows its first toasts and then one summary, not a wall of toasts.
    const b = burst.current;
    const now = Date.now();
    b.shown = b.shown.filter((at) => now - at < TOAST_BURST_WINDOW_MS);
    if (b.shown.length < TOAST_BURST_MAX) {
      b.shown.push(now);
      notify.info(`${n.title}: ${n.content}`);
    } else {
      b.more += 1;
      // One summary once the burst goes quiet.
      if (b.timer) clearTimeout(b.timer);
      b.timer = setTimeout(() => {
        notify.info(t('bell.more', { count: b.more }));
        b.more = 0;
        b.timer = null;
      }, 1_000);
    }
    // Refresh once per burst rather than once per notification.
    if (refresh.current) clearTimeout(refresh.current);
    refresh.current = setTimeout(() => {
      refresh.current = null;
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      for (const key of DASHBOARD_KEYS) void client.invalidateQueries({ queryKey: [key] });
    }, 200);
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
  const live = stream === 'open';
  const errorText = query.isError ? t(`bell.errors.${bellErrorKey(query.error)}`) : undefined;
  return (
    <BellMenu
      state={state}
      unread={unread}
      errorText={errorText}
      live={live}
      query={query}
      fallback={(press) => (
        <BellButton
          state={state}
          unread={unread}
          errorText={errorText}
          live={live}
          onClick={state === 'error' ? () => void query.refetch() : press}
        />
      )}
    />
  );
};
