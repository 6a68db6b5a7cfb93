/*
 * Kring service worker (issue 15): web push only, nothing is cached.
 *
 * Registered by the web app only when a member turns push notifications on
 * (web/features/notifications/push/pushBrowser.ts); visitors never get it. The server sends
 * { title, body, url, tag } (server/modules/notifications/push.ts, PushPayload). Issue 17 replaces this
 * file by a Workbox build that keeps these two handlers.
 */

// A new version takes over at once: it has no cache that an open tab could still depend on.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const readPayload = (event) => {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
};

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: typeof data.url === 'string' ? data.url : '/dashboard/notificaties' },
  };
  // Same tag = the newer notification replaces the older one instead of piling up.
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(data.title || 'Kring', options));
});

/** Only paths inside Kring are opened; anything else leads to the notifications page. */
const targetOf = (notification) => {
  const fallback = new URL('/dashboard/notificaties', self.location.origin);
  try {
    const url = new URL(notification.data?.url ?? '', self.location.origin);
    return url.origin === self.location.origin ? url : fallback;
  } catch {
    return fallback;
  }
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target.href);
      const focused = await open.focus();
      // navigate() works for tabs this worker controls; otherwise the focused tab stays where it is.
      if (focused.url !== target.href && 'navigate' in focused) {
        await focused.navigate(target.href).catch(() => undefined);
      }
      return focused;
    })(),
  );
});
