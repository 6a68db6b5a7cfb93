import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminSubscriptionParams,
  fetchAdminSubscriptionStats,
  fetchAdminSubscriptions,
  fetchPaymentHistory,
  postExtend,
  postGrant,
} from './api';

export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (params: AdminSubscriptionParams) => [...adminPaymentKeys.all, 'subscriptions', params] as const,
  stats: () => [...adminPaymentKeys.all, 'stats'] as const,
  history: (userId: string) => [...adminPaymentKeys.all, 'history', userId] as const,
};

export const useAdminSubscriptions = (params: AdminSubscriptionParams) =>
  useQuery({
    queryKey: adminPaymentKeys.list(params),
    queryFn: ({ signal }) => fetchAdminSubscriptions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminSubscriptionStats = () =>
  useQuery({
    queryKey: adminPaymentKeys.stats(),
    queryFn: ({ signal }) => fetchAdminSubscriptionStats(signal),
  });

export const usePaymentHistory = (userId: string | null) =>
  useQuery({
    queryKey: adminPaymentKeys.history(userId ?? ''),
    queryFn: ({ signal }) => fetchPaymentHistory(userId ?? '', signal),
    enabled: userId !== null,
  });

/** Grant and extend change the table, the figures and the member's history: refresh them all. */
const useAdminPaymentMutation = <T>(mutationFn: (input: T) => ReturnType<typeof postGrant>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
  });
};

export const useGrantSubscription = () => useAdminPaymentMutation(postGrant);
export const useExtendSubscription = () => useAdminPaymentMutation(postExtend);
