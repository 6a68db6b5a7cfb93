import type {
  BillingDetails,
  CheckoutSessionView,
  CheckoutStarted,
  CreateSubscriptionCheckoutBody,
  ManageSubscriptionBody,
  ManageSubscriptionResult,
  MySubscriptions,
  RenewalView,
} from '@core/schemas/payments';
import { apiFetch } from '@web/lib/api';

const id = (value: string) => encodeURIComponent(value);

export type SyncStatusResult = { synced: number; updated: number };
export type SyncRolesResult = { rolesRemoved: number; rolesAdded: number; expiredSubscriptions: number };
export type CheckoutRedirect = { redirectUrl: string };

export const fetchMySubscriptions = (signal?: AbortSignal) =>
  apiFetch<MySubscriptions>('/api/subscriptions/me', { signal });

export const fetchBillingDetails = (signal?: AbortSignal) =>
  apiFetch<BillingDetails | null>('/api/billing-details', { signal });

export const startSubscriptionCheckout = (body: CreateSubscriptionCheckoutBody) =>
  apiFetch<CheckoutStarted>('/api/checkout/subscription', { method: 'POST', body });

export const fetchCheckoutSession = (sessionId: string, signal?: AbortSignal) =>
  apiFetch<CheckoutSessionView>(`/api/checkout/sessions/${id(sessionId)}`, { signal });

export const completeTestCheckout = (sessionId: string, outcome: 'paid' | 'failed') =>
  apiFetch<CheckoutRedirect>(`/api/checkout/test/${id(sessionId)}/complete`, {
    method: 'POST',
    body: { outcome },
  });

export const cancelTestCheckout = (sessionId: string) =>
  apiFetch<CheckoutRedirect>(`/api/checkout/test/${id(sessionId)}/cancel`, { method: 'POST', body: {} });

export const manageSubscription = (body: ManageSubscriptionBody) =>
  apiFetch<ManageSubscriptionResult>('/api/subscriptions/manage', { method: 'POST', body });

export const syncSubscriptionStatus = () =>
  apiFetch<SyncStatusResult>('/api/subscriptions/sync-status', { method: 'POST', body: {} });

export const syncSubscriptionRoles = () =>
  apiFetch<SyncRolesResult>('/api/subscriptions/sync-roles', { method: 'POST', body: {} });

export const fetchRenewal = (renewalId: string, signal?: AbortSignal) =>
  apiFetch<RenewalView>(`/api/subscription-renewals/${id(renewalId)}`, { signal });

export const startRenewalCheckout = (renewalId: string) =>
  apiFetch<CheckoutStarted>(`/api/subscription-renewals/${id(renewalId)}/checkout`, {
    method: 'POST',
    body: {},
  });
