/** Whether this browser can receive web push, and whether it is subscribed (spec: HTTPS required). */
export type BrowserPushState = 'unsupported' | 'off' | 'on';

export const browserSupportsPush = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Reads the service worker's push subscription; 'on' only when this browser has one. */
export const readBrowserPush = async (): Promise<BrowserPushState> => {
  if (!browserSupportsPush()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
};
