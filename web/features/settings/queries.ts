import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@core/schemas/notifications';
import type { AccountSettingsDto, NotificationPreferencesResponse } from '@core/schemas/settings';
import { sessionKeys } from '@web/features/accounts';
import {
  deleteAvatar,
  deleteEmailChange,
  fetchAccountSettings,
  fetchNotificationPreferences,
  fetchUnsubscribeInfo,
  patchAccount,
  patchPrivacy,
  postAvatar,
  postEmailChange,
  postEmailChangeConfirm,
  postUnsubscribe,
  putNotificationPreferences,
} from './api';

export const settingsKeys = {
  all: ['settings'] as const,
  account: () => [...settingsKeys.all, 'account'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  unsubscribe: (token: string) => [...settingsKeys.all, 'unsubscribe', token] as const,
  /** This browser's push state; invalidate it after subscribing or unsubscribing. */
  browserPush: () => [...settingsKeys.all, 'browserPush'] as const,
};

export const useAccountSettings = () =>
  useQuery({ queryKey: settingsKeys.account(), queryFn: ({ signal }) => fetchAccountSettings(signal) });

/**
 * After a change that the header shows (name, avatar, e-mail): store the fresh account settings and refetch
 * the session, so the header and user menu follow at once.
 */
const useAccountChanged = () => {
  const queryClient = useQueryClient();
  return async (patch?: Partial<AccountSettingsDto>) => {
    if (patch) {
      queryClient.setQueryData<AccountSettingsDto>(settingsKeys.account(), (old) =>
        old ? { ...old, ...patch } : old,
      );
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.account() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
  };
};

export const useUpdateAccount = () => {
  const changed = useAccountChanged();
  return useMutation({ mutationFn: patchAccount, onSuccess: (account) => changed(account) });
};

export const useUploadAvatar = () => {
  const changed = useAccountChanged();
  return useMutation({ mutationFn: postAvatar, onSuccess: ({ avatarUrl }) => changed({ avatarUrl }) });
};

export const useRemoveAvatar = () => {
  const changed = useAccountChanged();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: () => changed({ avatarUrl: null }) });
};

export const useRequestEmailChange = () => {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: postEmailChange,
    onSuccess: ({ pendingEmail }) => changed({ pendingEmail }),
  });
};

export const useCancelEmailChange = () => {
  const changed = useAccountChanged();
  return useMutation({ mutationFn: deleteEmailChange, onSuccess: () => changed({ pendingEmail: null }) });
};

export const useConfirmEmailChange = () => {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: postEmailChangeConfirm,
    onSuccess: ({ email }) => changed({ email, pendingEmail: null }),
  });
};

export const useUpdatePrivacy = () => {
  const changed = useAccountChanged();
  return useMutation({ mutationFn: patchPrivacy, onSuccess: ({ isPublic }) => changed({ isPublic }) });
};

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: settingsKeys.notifications(),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });

export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationPreferences,
    onSuccess: (data) =>
      queryClient.setQueryData<NotificationPreferencesResponse>(settingsKeys.notifications(), data),
  });
};

/** What an unsubscribe link is about; an invalid link is not retried (it will not become valid). */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: settingsKeys.unsubscribe(token),
    queryFn: ({ signal }) => fetchUnsubscribeInfo(token, signal),
    enabled: token.length > 0,
    retry: false,
  });

/** Switch e-mail of the link's type off; the answer replaces the link's info and the preferences refetch. */
export const useUnsubscribe = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postUnsubscribe(token),
    onSuccess: (data) => {
      queryClient.setQueryData<UnsubscribeInfo>(settingsKeys.unsubscribe(token), data);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.notifications() });
    },
  });
};
