import type { Role } from '@core/domain/roles';
import type { SessionUser } from './session';

type BaseRole = 'admin' | 'organization' | 'professional' | 'venue' | 'participant';

/** Premium roles behave like their base role for navigation. */
export const baseRole = (role: Role): BaseRole => role.replace(/_premium$/, '') as BaseRole;

/** User menu "Profielinstellingen": the profile form of the active role (spec §2 Navigation). */
export const profileSettingsPath = (activeRole: Role): string => {
  switch (baseRole(activeRole)) {
    case 'professional':
      return '/dashboard/professional/profiel';
    case 'venue':
      return '/dashboard/venue/profiel';
    case 'organization':
      return '/dashboard/organization/profiel';
    default:
      return '/dashboard/participant/profiel';
  }
};

/**
 * User menu "Bekijk profiel": the public page of the active role's profile; the member page when that
 * profile has no slug yet (or the role has no public profile).
 */
export const viewProfilePath = (user: Pick<SessionUser, 'id' | 'profileSlugs'>, activeRole: Role): string => {
  const role = baseRole(activeRole);
  if (role === 'professional') return `/professionals/${user.profileSlugs.professional ?? user.id}`;
  if (role === 'venue' && user.profileSlugs.venue) return `/venues/${user.profileSlugs.venue}`;
  if (role === 'organization' && user.profileSlugs.organization)
    return `/organisatie/${user.profileSlugs.organization}`;
  return `/member/${user.id}`;
};
