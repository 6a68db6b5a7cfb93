/** Roles of spec §6. A user may hold several; with none they are a participant. */
export const ROLES = [
  'admin',
  'organization',
  'organization_premium',
  'venue',
  'venue_premium',
  'professional',
  'professional_premium',
  'participant',
] as const;
export type Role = (typeof ROLES)[number];

export const CONTEXT_TYPES = ['global', 'organization', 'professional', 'venue'] as const;
export type ContextType = (typeof CONTEXT_TYPES)[number];

export const PROFILE_TYPES = ['organization', 'venue', 'professional'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const isPremiumRole = (role: Role): boolean => role.endsWith('_premium');

/** Role groups of the §6 route table; admins belong to every profile group. */
export const ORGANISATION_ROLES: readonly Role[] = ['admin', 'organization', 'organization_premium'];
export const VENUE_ROLES: readonly Role[] = ['admin', 'venue', 'venue_premium'];
export const PROFESSIONAL_ROLES: readonly Role[] = ['admin', 'professional', 'professional_premium'];
export const PARTICIPANT_ROLES: readonly Role[] = ['participant'];

/** Does a user holding `held` (none = participant, spec §4) belong to the group? */
export const holdsAny = (held: readonly Role[], group: readonly Role[]): boolean => {
  const roles: readonly Role[] = held.length > 0 ? held : ['participant'];
  return roles.some((role) => group.includes(role));
};
