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
