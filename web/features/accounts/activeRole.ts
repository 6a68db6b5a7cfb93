import type { RoleGrantDto } from '@core/schemas/accounts';
import type { ContextType, Role } from '@core/domain/roles';

/** The part of a grant that identifies it; saved per user (spec §4 context switching). */
export type ActiveRoleChoice = { role: Role; contextType: ContextType; contextId: string | null };

export const activeRoleStorageKey = (userId: string): string => `kring.activeRole.${userId}`;

export const sameGrant = (a: ActiveRoleChoice, b: ActiveRoleChoice): boolean =>
  a.role === b.role && a.contextType === b.contextType && (a.contextId ?? null) === (b.contextId ?? null);

/** Parses a stored choice; anything malformed reads as "no choice". */
export const parseChoice = (raw: string | null): ActiveRoleChoice | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.role !== 'string' || typeof record.contextType !== 'string') return null;
    const contextId = typeof record.contextId === 'string' ? record.contextId : null;
    return { role: record.role as Role, contextType: record.contextType as ContextType, contextId };
  } catch {
    return null;
  }
};

/**
 * Spec §4: the saved choice if the user still holds it, else participant, else the first grant.
 * Null only when the user holds no grants at all (the caller then treats them as a participant).
 */
export const resolveActiveGrant = (
  grants: readonly RoleGrantDto[],
  saved: ActiveRoleChoice | null,
): RoleGrantDto | null => {
  const kept = saved ? grants.find((g) => sameGrant(g, saved)) : undefined;
  if (kept) return kept;
  return grants.find((g) => g.role === 'participant') ?? grants[0] ?? null;
};

export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads the saved choice and drops it when it no longer matches a held grant (invalid context). */
export const loadChoice = (
  storage: ChoiceStorage,
  userId: string,
  grants: readonly RoleGrantDto[],
): ActiveRoleChoice | null => {
  const key = activeRoleStorageKey(userId);
  const saved = parseChoice(storage.getItem(key));
  if (saved && !grants.some((g) => sameGrant(g, saved))) {
    storage.removeItem(key);
    return null;
  }
  return saved;
};

/** Saves a switch, but only to a grant the user holds; returns whether it was saved. */
export const saveChoice = (
  storage: ChoiceStorage,
  userId: string,
  grants: readonly RoleGrantDto[],
  choice: ActiveRoleChoice,
): boolean => {
  const held = grants.find((g) => sameGrant(g, choice));
  if (!held) return false;
  const value: ActiveRoleChoice = {
    role: held.role,
    contextType: held.contextType,
    contextId: held.contextId,
  };
  storage.setItem(activeRoleStorageKey(userId), JSON.stringify(value));
  return true;
};

const ORGANISATION_ROLES: readonly Role[] = ['organization', 'organization_premium'];

/** Where a user lands after switching to a role, or on /dashboard itself (spec §4). */
export const homeForRole = (role: Role): string => {
  if (role === 'admin') return '/admin';
  if (ORGANISATION_ROLES.includes(role)) return '/dashboard/evenementen';
  return '/dashboard';
};

/** The /dashboard index by user type: admin → /admin, organisation → events, everyone else → overview. */
export const dashboardIndexFor = (role: Role): string => {
  const home = homeForRole(role);
  return home === '/dashboard' ? '/dashboard/overzicht' : home;
};

export type RoleGroupId = 'own' | 'teamOrganizations' | 'teamProfessionals' | 'teamVenues';

/** Groups of the switcher: own profiles and global roles, then team memberships by context type. */
export const groupGrants = (
  grants: readonly RoleGrantDto[],
): { id: RoleGroupId; grants: RoleGrantDto[] }[] => {
  const teamGroup = (type: ContextType): RoleGroupId =>
    type === 'organization'
      ? 'teamOrganizations'
      : type === 'professional'
        ? 'teamProfessionals'
        : 'teamVenues';
  const order: RoleGroupId[] = ['own', 'teamOrganizations', 'teamProfessionals', 'teamVenues'];
  const groups = new Map<RoleGroupId, RoleGrantDto[]>(order.map((id) => [id, []]));
  for (const grant of grants) {
    const id =
      grant.membership === 'member' && grant.contextType !== 'global' ? teamGroup(grant.contextType) : 'own';
    groups.get(id)?.push(grant);
  }
  return order.map((id) => ({ id, grants: groups.get(id) ?? [] })).filter((g) => g.grants.length > 0);
};

export const grantKey = (g: ActiveRoleChoice): string => `${g.role}:${g.contextType}:${g.contextId ?? ''}`;
