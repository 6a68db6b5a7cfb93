import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isUserStorageKey, sessionKeys } from '@web/features/accounts';
import { notify } from '@web/lib/toast';
import { deleteAccount } from './api';

const clearUserStorage = (): void => {
  try {
    for (const key of Object.keys(window.localStorage))
      if (isUserStorageKey(key)) window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
};

/**
 * Delete the account, then leave like sign-out does (web/features/accounts/useSignOut.ts): go to /, forget
 * the user's local choices, read the session as signed out, empty the cache and say goodbye in a toast.
 *
 * The signed-out part waits until the settings page has unmounted: while the guarded dashboard is still on
 * screen, a null session would make the section guard send the visitor to the login instead of home.
 */
export const useDeleteAccount = () => {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);

  useEffect(
    () => () => {
      if (!deleted.current) return;
      clearUserStorage();
      queryClient.setQueryData(sessionKeys.all, null);
      queryClient.clear();
      notify.success(t('privacy.delete.done'));
    },
    [queryClient, t],
  );

  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      deleted.current = true;
      await navigate('/', { replace: true });
    },
  });
};
