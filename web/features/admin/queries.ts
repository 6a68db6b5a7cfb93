import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailLogParams,
  type UserListParams,
  fetchAdminUser,
  fetchAdminUsers,
  fetchEmailLog,
  fetchEmailLogs,
  postReinstateUser,
  postStartImpersonation,
  postStopImpersonation,
  postSuspendUser,
} from './api';

export const adminKeys = {
  all: ['admin'] as const,
  users: (params: UserListParams) => [...adminKeys.all, 'users', params] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  emailLogs: (params: EmailLogParams) => [...adminKeys.all, 'email-logs', params] as const,
  emailLog: (id: string) => [...adminKeys.all, 'email-log', id] as const,
  /**
   * Per signed-in user, so a sign-in as someone else asks again. Not under the session key: the session
   * expiry watcher reads every ['session', …] answer as a user.
   */
};

export const useAdminUsers = (params: UserListParams) =>
  useQuery({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: string) =>
  useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => fetchAdminUser(id, signal) });

/** Suspend and reinstate answer with the updated account: show it at once, refresh the lists. */
const useUserMutation = <T>(mutationFn: (input: T) => ReturnType<typeof postReinstateUser>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] });
    },
  });
};

export const useSuspendUser = () => useUserMutation(postSuspendUser);
export const useReinstateUser = () => useUserMutation(postReinstateUser);

export const useStartImpersonation = () => useMutation({ mutationFn: postStartImpersonation });
export const useStopImpersonation = () => useMutation({ mutationFn: postStopImpersonation });

export const useEmailLogs = (params: EmailLogParams) =>
  useQuery({
    queryKey: adminKeys.emailLogs(params),
    queryFn: ({ signal }) => fetchEmailLogs(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEmailLog = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.emailLog(id ?? ''),
    queryFn: ({ signal }) => fetchEmailLog(id ?? '', signal),
    enabled: id !== null,
  });

/** Only asked for signed-in users; the answer is null unless an admin views the app as this user. */
