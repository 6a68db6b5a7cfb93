import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY_PREFIX = 'kring.events.scroll:';

const read = (key: string): number | null => {
  try {
    const value = Number(window.sessionStorage.getItem(KEY_PREFIX + key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

const write = (key: string, y: number): void => {
  try {
    window.sessionStorage.setItem(KEY_PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage blocked: Back then starts at the top.
  }
};

/**
 * Spec §2/§9: the list's scroll position is kept in session storage per URL and restored when the visitor
 * comes back (Back from an event page), once the results are on screen.
 */
export const useScrollRestoration = (ready: boolean): void => {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const key = `${pathname}${search}`;
  const restored = useRef<string | null>(null);

  // A layout effect: its cleanup runs before the next page scrolls to the top, so that scroll is not saved.
  useLayoutEffect(() => {
    let frame = 0;
    const handleScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(key, window.scrollY));
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    if (navigationType !== 'POP') return;
    const y = read(key);
    if (y === null) return;
    // After the layout of the restored list (virtual rows need their measured height first).
    const frame = requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [ready, key, navigationType]);
};
