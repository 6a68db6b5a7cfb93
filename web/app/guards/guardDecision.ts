import { canOpenRoute, ROUTE_FALLBACK } from '@core/domain/routeAccess';
import type { Role } from '@core/domain/roles';
import { dashboardIndexFor, homeForRole } from '@web/features/accounts';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export type GuardInput = {
  pathname: string;
  search: string;
  sessionLoading: boolean;
  /** Held roles of the signed-in user, or null when signed out. */
  roles: readonly Role[] | null;
  /**
   * The role the user chose in the switcher (saved and still held), null when they never chose, and
   * undefined while the grants load; only the /dashboard index waits for it.
   */
  chosenRole: Role | null | undefined;
};

const RENDER: GuardDecision = { kind: 'render' };
const WAIT: GuardDecision = { kind: 'wait' };

export const loginPath = (pathname: string, search: string): string =>
  `/auth/login?from=${encodeURIComponent(pathname + search)}`;

/**
 * The /dashboard index by user type: a role chosen in the switcher decides; without a choice an admin
 * goes to /admin and an organisation to its events (the default active role would be participant for
 * nearly everyone, which would hide the organisation's home), everyone else to the overview.
 */
export const dashboardIndexTarget = (roles: readonly Role[], chosenRole: Role | null): string => {
  if (chosenRole) return dashboardIndexFor(chosenRole);
  const byType = roles.includes('admin')
    ? 'admin'
    : roles.find((role) => homeForRole(role) === '/dashboard/evenementen');
  return dashboardIndexFor(byType ?? 'participant');
};

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * /dashboard and /admin (spec §6): signed out → login with `from`; a refused role → /dashboard, whose
 * index is always allowed (no loop) and forwards by the active role.
 */
export const sectionDecision = (input: GuardInput): GuardDecision => {
  if (input.sessionLoading) return WAIT;
  if (!input.roles) return { kind: 'redirect', to: loginPath(input.pathname, input.search) };
  const path = trimSlash(input.pathname);
  if (path === ROUTE_FALLBACK) {
    if (input.chosenRole === undefined) return WAIT;
    const target = dashboardIndexTarget(input.roles, input.chosenRole);
    // The overview is open to every signed-in user, so a refused target can never loop back here.
    return { kind: 'redirect', to: canOpenRoute(input.roles, target) ? target : '/dashboard/overzicht' };
  }
  return canOpenRoute(input.roles, path) ? RENDER : { kind: 'redirect', to: ROUTE_FALLBACK };
};

/**
 * /professionals and /professionals/{slug}: members only, visitors see /restricted, which remembers the page
 * (`from`) so signing in from there returns to it.
 */
export const membersOnlyDecision = (
  input: Pick<GuardInput, 'sessionLoading' | 'roles'> & Partial<Pick<GuardInput, 'pathname' | 'search'>>,
): GuardDecision => {
  if (input.sessionLoading) return WAIT;
  if (input.roles) return RENDER;
  const from = input.pathname ? `?from=${encodeURIComponent(input.pathname + (input.search ?? ''))}` : '';
  return { kind: 'redirect', to: `/restricted${from}` };
};
