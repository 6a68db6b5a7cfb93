import { matchPath } from 'react-router';

export type RedirectRule = { from: string; to: string };

/**
 * Aliases that only forward (spec §2). Targets are fixed paths: no query string or hash is carried over,
 * so an old link never drags stale parameters into the new page.
 */
export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/pricing', to: '/prijzen' },
  { from: '/pricing/:category', to: '/prijzen' },
  { from: '/auth/register', to: '/gratis-proefperiode' },
  { from: '/register', to: '/gratis-proefperiode' },
  { from: '/registreren', to: '/gratis-proefperiode' },
  { from: '/subscription/renewal-cancelled', to: '/dashboard' },
  // Spec §6 guards /dashboard/profiel with the organisation roles and /dashboard/profile with the
  // professional roles, so each alias leads to the profile form of that role.
  { from: '/dashboard/profiel', to: '/dashboard/organization/profiel' },
  { from: '/dashboard/profile', to: '/dashboard/professional/profiel' },
  // The mobile menu of spec §2 names /dashboard/bookings; the dashboard's bookings screen is venue/bookings.
  { from: '/dashboard/bookings', to: '/dashboard/venue/bookings' },
];

/** Where a path is forwarded to, or null when it is not an alias. */
export const resolveRedirect = (pathname: string): string | null => {
  const rule = REDIRECTS.find((r) => matchPath({ path: r.from, end: true }, pathname));
  return rule ? rule.to : null;
};
