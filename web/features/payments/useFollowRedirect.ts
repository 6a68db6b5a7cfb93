import { useNavigate } from 'react-router';
import { useRefreshAccount } from './queries';

/**
 * Follows a redirect the payments API hands back: our own pages in the SPA (after refreshing the account, so
 * the next page and the header read the new state), any other URL (Stripe) by leaving the app.
 */
export const useFollowRedirect = () => {
  const navigate = useNavigate();
  const refresh = useRefreshAccount();
  return async (url: string) => {
    const target = URL.canParse(url, window.location.href) ? new URL(url, window.location.href) : null;
    if (target && target.origin === window.location.origin) {
      await refresh();
      await navigate(`${target.pathname}${target.search}${target.hash}`);
      return;
    }
    window.location.assign(url);
  };
};
