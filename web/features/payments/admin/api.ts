import type { z } from 'zod';
import type {
  AdminPaymentHistory,
  AdminSubscriptionPage,
  AdminSubscriptionStats,
  SubscriptionView,
} from '@core/schemas/payments';
import { apiFetch } from '@web/lib/api';

export type AdminSubscriptionParams = { status: string; plan: string; q: string; page: number };
export type AdminSubscriptionPageDto = z.infer<typeof AdminSubscriptionPage>;
export type AdminSubscriptionRowDto = AdminSubscriptionPageDto['items'][number];
export type AdminStatsDto = z.infer<typeof AdminSubscriptionStats>;
export type PaymentHistoryDto = z.infer<typeof AdminPaymentHistory>;
export type GrantInput = {
  userId: string;
  plan: string;
  interval: '6m' | '1y' | '2y';
  until?: string;
  reason: string;
};
export type ExtendInput = { id: string; until: string; reason: string };

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchAdminSubscriptions = (params: AdminSubscriptionParams, signal?: AbortSignal) =>
  apiFetch<AdminSubscriptionPageDto>('/api/admin/subscriptions', {
    query: {
      ...(params.status ? { status: params.status } : {}),
      ...(params.plan ? { plan: params.plan } : {}),
      ...(params.q ? { q: params.q } : {}),
      page: params.page,
    },
    ...withSignal(signal),
  });

export const fetchAdminSubscriptionStats = (signal?: AbortSignal) =>
  apiFetch<AdminStatsDto>('/api/admin/subscriptions/stats', withSignal(signal));

export const fetchPaymentHistory = (userId: string, signal?: AbortSignal) =>
  apiFetch<PaymentHistoryDto>(`/api/admin/users/${encodeURIComponent(userId)}/payments`, withSignal(signal));

export const postGrant = (body: GrantInput) =>
  apiFetch<SubscriptionView>('/api/admin/subscriptions/grant', { method: 'POST', body });

export const postExtend = ({ id, ...body }: ExtendInput) =>
  apiFetch<SubscriptionView>(`/api/admin/subscriptions/${encodeURIComponent(id)}/extend`, {
    method: 'POST',
    body,
  });
