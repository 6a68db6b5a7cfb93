import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** True when the page was opened from our own site, so history back stays inside Kring. */
export const isSameOriginReferrer = (referrer: string, origin: string): boolean => {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
};

/**
 * Spec §2 back helper: go back only when the visitor came from this site (or navigated inside the SPA),
 * otherwise go to `fallback`, so a shared link never sends people off-site.
 */
export const useBackNavigation = (fallback: string): (() => void) => {
  const navigate = useNavigate();
  return useCallback(() => {
    // history.state.idx is React Router's index of this entry: > 0 means an in-app page came before it.
    const state: unknown = window.history.state;
    const idx =
      typeof state === 'object' && state !== null && 'idx' in state
        ? Number((state as { idx: unknown }).idx)
        : 0;
    if (idx > 0 || isSameOriginReferrer(document.referrer, window.location.origin)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [fallback, navigate]);
};
