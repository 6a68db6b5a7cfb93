import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { postSignOut } from './api';
import { sessionKeys } from './useSession';

/**
 * Local keys that belong to the signed-in user and must go on sign-out (spec §4): the active role and
 * context choices (`kring.activeRole*`, older `kring.role*` / `kring.context*`). Language and cookie
 * consent belong to the device and stay.
 */
export const USER_STORAGE_PREFIXES = [
  'kring.activeRole',
  'kring.activeContext',
  'kring.role',
  'kring.context',
];

/** True for a localStorage key that holds a choice of the signed-in user. */
export const isUserStorageKey = (key: string): boolean =>
  USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));

const clearUserStorage = (): void => {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (isUserStorageKey(key)) window.localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
};

/** Signs out (POST /api/auth/sign-out), clears the query cache and user choices, returns to /. */
export const useSignOut = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await postSignOut();
    } catch {
      // Even if the server call fails the user asked to leave; the cookie expires on its own.
    }
    clearUserStorage();
    // Leave first: a guarded page that saw the session go would send the user to the login instead of /.
    await navigate('/', { replace: true });
    queryClient.setQueryData(sessionKeys.all, null);
    queryClient.clear();
  };
};
