import type { Role } from '../../../../core/domain/roles';

/** The organisation an event is written for, as far as its premium status goes. */
export type AuthoringOrganization = { isPremium: boolean; ownerIsPremium: boolean };

export type EventAuthorship = {
  /** Premium organisers' events come first in the public list (events.is_premium_organizer). */
  isPremiumOrganizer: boolean;
  /** The role the event was made in (events.created_in_role). */
  createdInRole: Extract<Role, 'organization' | 'organization_premium' | 'admin'>;
};

/**
 * Premium and created-in role of a new event. For an organisation's event the organisation decides (the
 * profile is premium or its owner holds organization_premium), whoever on the team writes it; without one
 * the author's own roles do. A premium event was made as premium organisation, else an admin's as admin,
 * else as organisation.
 */
export const eventAuthorship = (
  actorRoles: readonly Role[],
  organization: AuthoringOrganization | null,
): EventAuthorship => {
  const isPremiumOrganizer = organization
    ? organization.isPremium || organization.ownerIsPremium
    : actorRoles.includes('organization_premium');
  const createdInRole = isPremiumOrganizer
    ? 'organization_premium'
    : actorRoles.includes('admin')
      ? 'admin'
      : 'organization';
  return { isPremiumOrganizer, createdInRole };
};
