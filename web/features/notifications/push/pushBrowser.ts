import type { PushSubscriptionBody } from '@core/schemas/notifications';
import { SERVICE_WORKER_URL } from '@web/features/pwa';

/**
 * The browser side of web push, without React: what the browser can do, the service worker (/sw.js, built from
 * web/serviceWorker; the app registers it for every visitor, push registers it again to be sure) and its push
 * subscription.
 */

/** Why push cannot be offered here, or null when it can. Localhost counts as a secure context. */
export type PushBlocker = 'insecure' | 'unsupported' | null;

export const pushBlocker = (): PushBlocker => {
  if (typeof window === 'undefined') return 'unsupported';
  // Outside a secure context the APIs below do not even exist, so this comes first (spec §8).
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return null;
};

/** The VAPID key as the Push API wants it (base64url → bytes). */
export const applicationServerKeyOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

/** The subscription of this browser, if the member turned push on here before (no registration otherwise). */
export const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

/**
 * Register the service worker and subscribe with the server's key. A subscription made with another key
 * (the server's keys changed) is replaced: push services refuse pushes signed with a different key.
 */
export const subscribeBrowser = async (publicKey: string): Promise<PushSubscription> => {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKeyOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
};

/** What the server stores of a subscription; null when the browser gave no keys (then it cannot be used). */
export const subscriptionBody = (subscription: PushSubscription): PushSubscriptionBody | null => {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
};
