import {
  ORGANISATION_ROLES,
  PARTICIPANT_ROLES,
  PROFESSIONAL_ROLES,
  VENUE_ROLES,
  type Role,
  holdsAny,
} from './roles';

/**
 * Route access of spec §6: which roles may open which screens. The web router guards with it and the
 * API policies use the same groups for the data behind each route. Paths not listed are open to anyone
 * signed in (under /dashboard) or to everybody (public pages). Fallback for a refused role: /dashboard.
 */
export type RouteRule = { prefix: string; roles: readonly Role[] };

const ORGANISATION = ORGANISATION_ROLES;
const VENUE = VENUE_ROLES;
const PROFESSIONAL = PROFESSIONAL_ROLES;

/** Most specific prefix first; the first match decides. */
export const ROUTE_RULES: readonly RouteRule[] = [
  { prefix: '/admin', roles: ['admin'] },
  { prefix: '/dashboard/evenementen', roles: ORGANISATION },
  { prefix: '/create-event', roles: ORGANISATION },
  { prefix: '/dashboard/analytics', roles: ORGANISATION },
  { prefix: '/dashboard/profiel', roles: ORGANISATION },
  { prefix: '/dashboard/organization', roles: ORGANISATION },
  { prefix: '/dashboard/instellingen/organisatie', roles: ORGANISATION },
  { prefix: '/dashboard/venue', roles: VENUE },
  { prefix: '/dashboard/services', roles: PROFESSIONAL },
  { prefix: '/dashboard/availability', roles: PROFESSIONAL },
  { prefix: '/dashboard/profile', roles: PROFESSIONAL },
  { prefix: '/dashboard/professional', roles: PROFESSIONAL },
  { prefix: '/dashboard/interesses', roles: PARTICIPANT_ROLES },
  { prefix: '/dashboard/aanbevolen', roles: PARTICIPANT_ROLES },
  { prefix: '/dashboard/opgeslagen', roles: PARTICIPANT_ROLES },
  { prefix: '/dashboard/organisaties', roles: PARTICIPANT_ROLES },
];

/** Fallback for a signed-in user whose roles do not open the requested route. */
export const ROUTE_FALLBACK = '/dashboard';

const matches = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** The rule that governs a path, or null when any signed-in user may open it. */
export const routeRuleFor = (path: string): RouteRule | null =>
  ROUTE_RULES.find((rule) => matches(path, rule.prefix)) ?? null;

/**
 * May a user with these roles open the path? A user without roles is a participant (spec §4).
 * The check is on held roles, not only the active one, so a switch never locks a user out of a page
 * they are entitled to.
 */
export const canOpenRoute = (roles: readonly Role[], path: string): boolean => {
  const rule = routeRuleFor(path);
  return rule ? holdsAny(roles, rule.roles) : true;
};
