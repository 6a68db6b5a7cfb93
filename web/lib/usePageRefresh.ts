import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Pull-to-refresh's action: fetches every query on screen again. Rejects when one of them fails (offline, a
 * 5xx, its circuit breaker open), so PullToRefresh shows 'Kon pagina niet vernieuwen.' (spec §8).
 */
export const usePageRefresh = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ type: 'active' }, { throwOnError: true }),
    [queryClient],
  );
};
