import type { PushPublicKey, PushSubscriptionBody } from '@core/schemas/notifications';
import { apiFetch } from '@web/lib/api';

/** GET /api/push/public-key: the VAPID key to subscribe with; null = push is off on this server. */
export const fetchPushPublicKey = (signal?: AbortSignal) =>
  apiFetch<PushPublicKey>('/api/push/public-key', { signal });

/** POST /api/me/push-subscriptions: this browser now gets the member's pushes (upsert on the endpoint). */
export const savePushSubscription = (body: PushSubscriptionBody) =>
  apiFetch<void>('/api/me/push-subscriptions', { method: 'POST', body });

/** DELETE /api/me/push-subscriptions: this browser no longer gets them. */
export const deletePushSubscription = (endpoint: string) =>
  apiFetch<void>('/api/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
