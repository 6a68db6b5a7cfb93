import type { Role } from '../../../core/domain/roles';
import type { RoleGrantDto, SessionDto, SessionUserDto } from '../../../core/schemas/accounts';
import { describeDevice } from './device';
import type { AccountSummaryRow, MembershipRow, OwnedProfileRow, RoleRow } from './queries';

/**
 * Spec §3 display-name fallback: organisation name, profile full name, account name, e-mail local part,
 * 'Gebruiker'.
 */
export const displayName = (input: {
  organizationName?: string | null;
  fullName?: string | null;
  accountName?: string | null;
  email?: string | null;
}): string => {
  const candidates = [input.organizationName, input.fullName, input.accountName, input.email?.split('@')[0]];
  for (const value of candidates) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return 'Gebruiker';
};

/** Distinct global roles in a stable order; none → participant (spec §4). */
export const distinctRoles = (rows: readonly Pick<RoleRow, 'role'>[]): Role[] => {
  const roles = [...new Set(rows.map((r) => r.role))];
  return roles.length > 0 ? roles : ['participant'];
};

/** Which profile type a role belongs to (premium roles share the base profile). */
const profileTypeOfRole = (role: Role): OwnedProfileRow['type'] | null => {
  if (role.startsWith('organization')) return 'organization';
  if (role.startsWith('professional')) return 'professional';
  if (role.startsWith('venue')) return 'venue';
  return null;
};

export const presentSessionUser = (
  account: AccountSummaryRow,
  roleRows: readonly RoleRow[],
  owned: readonly OwnedProfileRow[],
): SessionUserDto => {
  const profileSlugs: SessionUserDto['profileSlugs'] = {};
  for (const p of owned) profileSlugs[p.type] = p.slug;
  return {
    id: account.id,
    name: displayName({
      organizationName: owned.find((p) => p.type === 'organization')?.name,
      fullName: account.fullName,
      accountName: account.accountName,
      email: account.email,
    }),
    email: account.email,
    emailVerified: account.emailVerified,
    avatarUrl: account.avatarUrl ?? account.image ?? null,
    roles: distinctRoles(roleRows),
    profileSlugs,
    twoFactorEnabled: account.twoFactorEnabled ?? false,
  };
};

/**
 * The spec's get_user_roles: global roles (named after the own profile of that kind, if any) plus context
 * roles reached through a team membership. A removed membership drops its context role; a user with no
 * roles at all is a participant.
 */
export const presentRoleGrants = (input: {
  roleRows: readonly RoleRow[];
  memberships: readonly MembershipRow[];
  owned: readonly OwnedProfileRow[];
  profileNames: ReadonlyMap<string, string>;
}): RoleGrantDto[] => {
  const grants: RoleGrantDto[] = [];
  const seen = new Set<string>();
  const add = (grant: RoleGrantDto) => {
    const key = `${grant.role}|${grant.contextType}|${grant.contextId ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    grants.push(grant);
  };
  const membershipOf = (profileId: string) => input.memberships.find((m) => m.profileId === profileId);

  for (const row of input.roleRows) {
    if (row.contextType === 'global' || !row.contextId) {
      const type = profileTypeOfRole(row.role);
      const own = type ? input.owned.find((p) => p.type === type) : undefined;
      add({
        role: row.role,
        contextType: 'global',
        contextId: null,
        contextName: own?.name ?? null,
        membership: 'owner',
      });
      continue;
    }
    const membership = membershipOf(row.contextId);
    // Only an active membership gives access; an invitation not yet accepted does not.
    if (membership && membership.status !== 'active') continue;
    add({
      role: row.role,
      contextType: row.contextType,
      contextId: row.contextId,
      contextName: input.profileNames.get(row.contextId) ?? null,
      membership: membership?.role ?? 'member',
    });
  }
  // A team membership without its user_roles row still reaches the profile.
  for (const m of input.memberships) {
    if (m.status !== 'active' || m.role !== 'member') continue;
    add({
      role: m.profileType,
      contextType: m.profileType,
      contextId: m.profileId,
      contextName: input.profileNames.get(m.profileId) ?? null,
      membership: 'member',
    });
  }
  if (!grants.some((g) => g.contextType === 'global')) {
    grants.unshift({
      role: 'participant',
      contextType: 'global',
      contextId: null,
      contextName: null,
      membership: 'owner',
    });
  }
  return grants;
};

/** One active session for the security tab; `current` marks the one making the request. */
export const presentSession = (
  row: { id: string; userAgent: string | null; ipAddress: string | null; updatedAt: Date },
  currentSessionId: string,
): SessionDto => ({
  id: row.id,
  device: describeDevice(row.userAgent),
  ipAddress: row.ipAddress,
  lastSeenAt: row.updatedAt.toISOString(),
  current: row.id === currentSessionId,
});
