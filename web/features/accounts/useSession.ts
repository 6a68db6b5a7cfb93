import { useQuery } from '@tanstack/react-query';
import { hasSessionHint } from '@core/domain/sessionHint';
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

/**
 * False when this browser holds no session cookie (the server keeps a readable hint beside it:
 * core/domain/sessionHint.ts): then the visitor is signed out without asking. On the server: unknown (true).
 */
const mayBeSignedIn = (): boolean => typeof document === 'undefined' || hasSessionHint(document.cookie);

/** The session query's fetch: a visitor without the hint is signed out, with no request. */
const readSession = (signal?: AbortSignal): Promise<SessionUser | null> =>
  mayBeSignedIn() ? fetchSession(signal) : Promise.resolve(null);

export type SessionState = { user: SessionUser | null; isSignedIn: boolean; isLoading: boolean };

export const useSession = (): SessionState => {
  const query = useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => readSession(signal),
    // A visitor without a session starts signed out, so the render that ends hydration (a transition, time-sliced)
    // already has the answer and no later one follows when a request comes back (issue 17: that answer re-rendered
    // every reader of the session in one task). Asked again whenever it is read anew (focus, invalidation).
    initialData: () => (mayBeSignedIn() ? undefined : null),
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
