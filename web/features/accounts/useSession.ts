import { useQuery } from '@tanstack/react-query';
import { useHydrating } from '@web/lib/useHydrating';
import { parseSessionPayload, type SessionUser } from './session';

export const sessionKeys = { all: ['session'] as const };

/** GET /api/session; any non-200 (including "endpoint not there yet") or network failure means signed out. */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionUser | null> => {
  try {
    const response = await fetch('/api/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
    if (response.status !== 200) return null;
    return parseSessionPayload(await response.json());
  } catch {
    return null;
  }
};

export type SessionState = { user: SessionUser | null; isSignedIn: boolean; isLoading: boolean };

export const useSession = (): SessionState => {
  const query = useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: false,
    staleTime: 5 * 60_000,
    // Spec §4: the session is refreshed whenever the tab becomes visible again.
    refetchOnWindowFocus: 'always',
  });
  // The server renders the session as still loading (it never reads the cookie); so does hydration.
  const hydrating = useHydrating();
  const user = hydrating ? null : (query.data ?? null);
  return { user, isSignedIn: user !== null, isLoading: hydrating || query.isPending };
};
