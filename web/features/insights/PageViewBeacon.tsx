import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { screenForPath } from '@core/domain/screens';

/**
 * Counts a page view per navigation for /admin/analytics (issue 16): the screen key only (no address, no
 * cookie read, no user), sent with fetch keepalive so it survives leaving the page. Admin screens are not
 * counted; a failure is ignored.
 */
export const PageViewBeacon = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    const screen = screenForPath(pathname);
    if (!screen || screen.section === 'admin') return;
    void fetch('/api/page-views', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ screen: screen.key }),
    }).catch(() => {});
  }, [pathname]);
  return null;
};
