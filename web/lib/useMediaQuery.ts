import { useSyncExternalStore } from 'react';

/** Breakpoints of spec §9 (px): mobile below 640, tablet up to 1024. */
export const BREAKPOINTS = { mobile: 640, tablet: 1024, compactDesktop: 1200 } as const;

/** Subscribes to a CSS media query; false during the first paint on the server-less SPA is fine. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 1}px)`);
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * How a script should scroll: smoothly, unless the visitor asked for less motion (WCAG 2.3.3). The CSS rule in
 * styles.css covers CSS scrolling only; `scrollIntoView({ behavior: 'smooth' })` needs this.
 */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
