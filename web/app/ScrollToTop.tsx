import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on each route change (in-page #anchors excepted). */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
};
