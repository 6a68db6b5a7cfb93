import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: the page scrolls to the top on each route change (in-page #anchors excepted). Not on the first page:
 * the browser has placed it already (at the top, or where a reload or Back left it), and a server-rendered page
 * can be scrolled before it has hydrated, so scrolling then would throw the visitor back to the top.
 */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = pathname + hash;
    // The first page, or the same one again (StrictMode runs effects twice in development).
    if (previous === null || previous === shown.current) return;
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
};
