import { ORGANISATION_ROLES, holdsAny } from '../../../core/domain/roles';
import type { Actor } from '../../http/context';

/** A profile as the team rules see it: who owns it. */
export type TeamProfileRef = { ownerId: string };

/**
 * Who may do what with teams (profile_users) and the own organisation profile (spec §5, §6).
 * Ownership is looked up by the service; these rules only compare.
 */
export const teamsPolicy = {
  /** Listing one's own teams and accepting an invitation: any signed-in user. */
  useTeams: (_actor: Actor): boolean => true,
  /** Invite, withdraw and remove: only the profile's owner. */
  canManageTeam: (actor: Actor, profile: TeamProfileRef): boolean => actor.userId === profile.ownerId,
  /** Remove this person from the team: the owner may, except themselves (the owner stays). */
  canRemoveMember: (actor: Actor, profile: TeamProfileRef, memberId: string): boolean =>
    actor.userId === profile.ownerId && memberId !== profile.ownerId,
  /** The organisation settings tab (spec §6: organisation roles, and admin). */
  editOwnOrganizationProfile: (actor: Actor): boolean => holdsAny(actor.roles, ORGANISATION_ROLES),
};
