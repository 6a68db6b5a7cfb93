import { scope, type NotificationEvent, type PushEvent } from './scope';

/**
 * Web push (issue 15): the server sends { title, body, url, tag } (server/modules/notifications/push.ts,
 * PushPayload); a click opens the notification's page in a Kring tab.
 */

type PushPayload = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

const readPayload = (event: PushEvent): PushPayload => {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return typeof data === 'object' && data !== null ? (data as PushPayload) : {};
  } catch {
    return { body: event.data.text() };
  }
};

const NOTIFICATIONS_PAGE = '/dashboard/notificaties';

const showPush = (event: PushEvent): void => {
  const data = readPayload(event);
  const options: NotificationOptions = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/favicon.svg',
    data: { url: typeof data.url === 'string' ? data.url : NOTIFICATIONS_PAGE },
  };
  // Same tag = the newer notification replaces the older one instead of piling up.
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  const title = typeof data.title === 'string' && data.title ? data.title : 'Kring';
  event.waitUntil(scope.registration.showNotification(title, options));
};

/** Only paths inside Kring are opened; anything else leads to the notifications page. */
const targetOf = (notification: Notification): URL => {
  const fallback = new URL(NOTIFICATIONS_PAGE, scope.location.origin);
  try {
    const data = notification.data as { url?: unknown } | null;
    const url = new URL(typeof data?.url === 'string' ? data.url : '', scope.location.origin);
    return url.origin === scope.location.origin ? url : fallback;
  } catch {
    return fallback;
  }
};

const openTarget = async (target: URL): Promise<unknown> => {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => new URL(tab.url).origin === scope.location.origin);
  if (!open) return scope.clients.openWindow(target.href);
  const focused = await open.focus();
  // navigate() works for tabs this worker controls; otherwise the focused tab stays where it is.
  if (focused.url !== target.href && focused.navigate) {
    await focused.navigate(target.href).catch(() => undefined);
  }
  return focused;
};

const openNotification = (event: NotificationEvent): void => {
  event.notification.close();
  event.waitUntil(openTarget(targetOf(event.notification)));
};

export const listenForPush = (): void => {
  scope.addEventListener('push', showPush);
  scope.addEventListener('notificationclick', openNotification);
};
