import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@web/features/accounts';
import { isApiError } from '@web/lib/api';
import { shouldRetryQuery } from '@web/lib/retryPolicy';
import {
  deleteOtherSessions,
  deleteSession,
  deleteTwoFactor,
  fetchSessions,
  fetchTwoFactorStatus,
  postChangePassword,
  postTwoFactorActivate,
  postTwoFactorEnroll,
} from './api';

export const securityKeys = {
  all: ['security'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};

const isSessionGone = (error: unknown): boolean => isApiError(error) && error.code === 'session_expired';

/**
 * A revoked or expired session will not come back by retrying: stop at once and re-read the session, so
 * the dashboard guard sends the user to the login page.
 */
const retryUnlessSignedOut = (failureCount: number, error: unknown): boolean =>
  !isSessionGone(error) && shouldRetryQuery(failureCount, error);

const guarded =
  <T>(queryClient: QueryClient, load: (signal: AbortSignal) => Promise<T>) =>
  async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await load(signal);
    } catch (error) {
      if (isSessionGone(error)) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      throw error;
    }
  };

export const useTwoFactorStatus = () => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: guarded(queryClient, fetchTwoFactorStatus),
    retry: retryUnlessSignedOut,
    staleTime: 0,
  });
};

/** Sessions change whenever the user signs in elsewhere: always fresh, and again when the tab returns. */
export const useSessions = () => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: guarded(queryClient, fetchSessions),
    retry: retryUnlessSignedOut,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
};

/** After a credential change the server rotates the cookie: session, factors and sessions are re-read. */
const useRefreshSecurity = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
};

export const useEnrollTwoFactor = () => {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: postTwoFactorEnroll, onSuccess: refresh });
};

export const useActivateTwoFactor = () => {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: postTwoFactorActivate, onSuccess: refresh });
};

export const useRemoveTwoFactor = () => {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: deleteTwoFactor, onSuccess: refresh });
};

export const useChangePassword = () => {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: postChangePassword, onSuccess: refresh });
};

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
};

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
};
