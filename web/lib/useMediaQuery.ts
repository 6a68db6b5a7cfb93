import { useHydratedExternalStore } from './useHydrating';

/** Breakpoints of spec §9 (px): mobile below 640, tablet up to 1024. */
export const BREAKPOINTS = { mobile: 640, tablet: 1024, compactDesktop: 1200 } as const;

const subscribeTo = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Subscribes to a CSS media query. The server does not know the viewport, so it (and hydration) answers false: fine
 * for what only appears after an interaction; a part of a server-rendered page that differs by viewport uses
 * useMediaQueryOnceKnown and CSS instead, or a desktop first shows the phone layout and then jumps.
 */
export const useMediaQuery = (query: string): boolean =>
  useHydratedExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );

/**
 * The media query's answer once the browser knows it; undefined on the server and while the server's HTML hydrates.
 * While undefined, render every variant and let CSS (`hidden lg:block`, `lg:hidden`) show the right one; afterwards the
 * variant that does not apply is dropped, which changes nothing on screen.
 */
export const useMediaQueryOnceKnown = (query: string): boolean | undefined =>
  useHydratedExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => undefined,
  );

/** From the `lg` breakpoint (1024 px, BREAKPOINTS.tablet) filters are a sidebar; below, a sheet behind a button. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 1}px)`);
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * How a script should scroll: smoothly, unless the visitor asked for less motion (WCAG 2.3.3). The CSS rule in
 * styles.css covers CSS scrolling only; `scrollIntoView({ behavior: 'smooth' })` needs this.
 */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
