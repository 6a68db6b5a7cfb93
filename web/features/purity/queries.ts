import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurityCheckId } from '@core/schemas/purity';
import { fetchPurityReport, postPurityRepair } from './api';

export const purityKeys = {
  report: (userId: string) => ['admin-purity', userId] as const,
};

export const usePurityReport = (userId: string) =>
  useQuery({
    queryKey: purityKeys.report(userId),
    queryFn: ({ signal }) => fetchPurityReport(userId, signal),
    // A fresh run each visit: the point is to see the account as it is now.
    staleTime: 0,
  });

/** Repair one check; the answer is the new report, shown at once. */
export const usePurityRepair = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (check: PurityCheckId) => postPurityRepair(userId, check),
    onSuccess: (report) => queryClient.setQueryData(purityKeys.report(userId), report),
  });
};
