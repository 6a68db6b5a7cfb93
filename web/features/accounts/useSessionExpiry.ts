import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@web/lib/toast';
import type { SessionUser } from './session';
import { isGuardedPath, isSessionExpiredError, isSilentSignOut, loginUrlFrom } from './sessionExpiry';
import { sessionKeys } from './useSession';

/** One toast per expiry, however many queries fail with it at once. */
const DEBOUNCE_MS = 5_000;

/**
 * Watches every query and mutation: a 'session_expired' answer, or a session refresh that finds the user gone,
 * shows 'Sessie verlopen. Log opnieuw in.' and, on a page that needs a session, goes to the login with `from`.
 * Mounted once in the root layout.
 */
export const useSessionExpiry = (): void => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const lastHandled = useRef(0);
  const userId = useRef<string | null>(
    queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null,
  );

  useEffect(() => {
    const expire = () => {
      const now = Date.now();
      if (now - lastHandled.current < DEBOUNCE_MS) return;
      lastHandled.current = now;
      userId.current = null;
      notify.error(t('errors:session_expired'));
      queryClient.setQueryData(sessionKeys.all, null);
      const { pathname, search } = window.location;
      if (isGuardedPath(pathname)) void navigate(loginUrlFrom(pathname, search), { replace: true });
    };

    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'error' && isSessionExpiredError(action.error)) {
        expire();
        return;
      }
      if (action.type !== 'success' || event.query.queryKey[0] !== sessionKeys.all[0]) return;
      const next = (event.query.state.data as SessionUser | null | undefined)?.id ?? null;
      const manual = 'manual' in action && Boolean(action.manual);
      if (isSilentSignOut(userId.current, next, manual)) expire();
      userId.current = next;
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isSessionExpiredError(event.action.error)
      )
        expire();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, navigate, t]);
};
