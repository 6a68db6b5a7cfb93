import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManageSubscriptionBody } from '@core/schemas/payments';
import { sessionKeys } from '@web/features/accounts';
import {
  cancelTestCheckout,
  completeTestCheckout,
  fetchBillingDetails,
  fetchCheckoutSession,
  fetchMySubscriptions,
  fetchRenewal,
  manageSubscription,
  startRenewalCheckout,
  startSubscriptionCheckout,
  syncSubscriptionRoles,
  syncSubscriptionStatus,
} from './api';

export const paymentKeys = {
  all: ['payments'] as const,
  mine: () => [...paymentKeys.all, 'subscriptions', 'me'] as const,
  billing: () => [...paymentKeys.all, 'billing-details'] as const,
  session: (sessionId: string) => [...paymentKeys.all, 'session', sessionId] as const,
  renewal: (renewalId: string) => [...paymentKeys.all, 'renewal', renewalId] as const,
};

/** Spec §9: the subscription is cached for 5 minutes. */
export const SUBSCRIPTION_STALE_MS = 5 * 60_000;

type MineOptions = { enabled?: boolean; pollMs?: number | false };

export const useMySubscriptions = ({ enabled = true, pollMs = false }: MineOptions = {}) =>
  useQuery({
    queryKey: paymentKeys.mine(),
    queryFn: ({ signal }) => fetchMySubscriptions(signal),
    staleTime: SUBSCRIPTION_STALE_MS,
    enabled,
    refetchInterval: pollMs,
  });

export const useBillingDetails = (enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.billing(),
    queryFn: ({ signal }) => fetchBillingDetails(signal),
    enabled,
    retry: false,
  });

export const useCheckoutSession = (sessionId: string | null, pollMs: number | false = false) =>
  useQuery({
    queryKey: paymentKeys.session(sessionId ?? ''),
    queryFn: ({ signal }) => fetchCheckoutSession(sessionId!, signal),
    enabled: !!sessionId,
    retry: false,
    refetchInterval: pollMs,
  });

export const useRenewal = (renewalId: string) =>
  useQuery({
    queryKey: paymentKeys.renewal(renewalId),
    queryFn: ({ signal }) => fetchRenewal(renewalId, signal),
    retry: false,
  });

/** After a payment or a change: subscriptions, and the session whose roles the header shows. */
export const useRefreshAccount = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: paymentKeys.all }),
      client.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
};

export const useStartSubscriptionCheckout = () => useMutation({ mutationFn: startSubscriptionCheckout });
export const useStartRenewalCheckout = () => useMutation({ mutationFn: startRenewalCheckout });

export const useCompleteTestCheckout = (sessionId: string) =>
  useMutation({ mutationFn: (outcome: 'paid' | 'failed') => completeTestCheckout(sessionId, outcome) });
export const useCancelTestCheckout = (sessionId: string) =>
  useMutation({ mutationFn: () => cancelTestCheckout(sessionId) });

export const useManageSubscription = () => {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: ManageSubscriptionBody) => manageSubscription(body),
    onSuccess: refresh,
  });
};

export const useSyncStatus = () => {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: syncSubscriptionStatus, onSuccess: refresh });
};

export const useSyncRoles = () => {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: syncSubscriptionRoles, onSuccess: refresh });
};
