import type { Role } from './roles';
import { screenForPath } from './screens';

/**
 * The showcase pages of spec §2 "Test/demo pages" (issue 17): developer pages built from the app's own
 * components. Outside production anyone may open them; in production only an admin (not while impersonating),
 * everyone else gets the 404 page. /novu-test is a test page too but stays open (issue 15: a member tests their
 * own notifications), so it is not in this list.
 */
export const SHOWCASE_SCREENS = [
  'responsiveTest',
  'unifiedListingTest',
  'mapTest',
  'tabDropdownTest',
] as const;
export type ShowcaseScreen = (typeof SHOWCASE_SCREENS)[number];

/** Whether a concrete pathname is one of the showcase pages. */
export const isShowcasePath = (pathname: string): boolean => {
  const key = screenForPath(pathname)?.key;
  return key !== undefined && (SHOWCASE_SCREENS as readonly string[]).includes(key);
};

export type ShowcaseViewer = {
  /** The server runs with NODE_ENV=production. */
  production: boolean;
  /** The viewer's roles; empty for a visitor. */
  roles: readonly Role[];
  /** An admin looking through someone else's session sees what that member sees. */
  impersonating: boolean;
};

/** Whether the showcase pages are shown to this viewer (else the 404 page). */
export const showcaseVisible = ({ production, roles, impersonating }: ShowcaseViewer): boolean =>
  !production || (roles.includes('admin') && !impersonating);
