import {
  ORGANISATION_ROLES,
  PARTICIPANT_ROLES,
  PROFESSIONAL_ROLES,
  VENUE_ROLES,
  holdsAny,
  type Role,
} from '../../../core/domain/roles';
import type { Actor } from '../../http/context';

/** Profile roles without the admin, who belongs to every group of the route table but runs no profile. */
const own = (group: readonly Role[]): readonly Role[] => group.filter((role) => role !== 'admin');

/**
 * Who sees which dashboard (spec §2, §6 route table). Which organisation or venue the actor reaches (owned, or
 * as an active team member) is looked up by the service; the rules only compare.
 */
export const analyticsPolicy = {
  /** /dashboard/analytics: organisation roles (admins too), or an active team member of an organisation. */
  viewOrganizationAnalytics: (actor: Actor, facts: { reachesOrganization: boolean }): boolean =>
    holdsAny(actor.roles, ORGANISATION_ROLES) || facts.reachesOrganization,
  /** /dashboard/venue/analytics: venue roles (admins too), or an active team member of a venue. */
  viewVenueAnalytics: (actor: Actor, facts: { reachesVenue: boolean }): boolean =>
    holdsAny(actor.roles, VENUE_ROLES) || facts.reachesVenue,
  /** /dashboard/overzicht: every signed-in user has a home. */
  viewOverview: (_actor: Actor): boolean => true,
  /** The overview's sections: one per role the user holds; admins see the organisation one. */
  overviewSections: (actor: Actor) => ({
    organization: holdsAny(actor.roles, ORGANISATION_ROLES),
    venue: holdsAny(actor.roles, own(VENUE_ROLES)),
    professional: holdsAny(actor.roles, own(PROFESSIONAL_ROLES)),
    participant: holdsAny(actor.roles, PARTICIPANT_ROLES),
  }),
};
