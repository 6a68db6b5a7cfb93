import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '@web/lib/api';

/** Local keys that belong to the signed-in user and must go on sign-out (spec §4). */
const USER_STORAGE_PREFIXES = ['kring.role', 'kring.context'];

const clearUserStorage = (): void => {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) window.localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
};

/** Signs out (better-auth's sign-out endpoint), clears the query cache and user choices, returns to /. */
export const useSignOut = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      // Even if the server call fails the user asked to leave; the cookie expires on its own.
    }
    clearUserStorage();
    queryClient.clear();
    await navigate('/', { replace: true });
  };
};
