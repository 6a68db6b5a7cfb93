import { holdsAny } from '../../../core/domain/roles';
import type { Actor } from '../../http/context';

/** An organisation as the edit rule sees it: its owner, and whether the actor is on its active team. */
export type OrganizationRef = { ownerUserId: string; actorIsTeamMember: boolean };

/**
 * Who may do what with the public organisation directory and pages (spec §2, §6). Reading is public on
 * purpose (visitors browse organisations; hidden ones are simply not found). Editing is the owner's, an active
 * profile_users member's (spec §6 "Team members … edit the profile they belong to"), or an admin's.
 */
export const organizationsPolicy = {
  browse: (_actor: Actor | null): boolean => true,
  canEdit: (actor: Actor | null, org: OrganizationRef): boolean =>
    actor !== null &&
    (actor.userId === org.ownerUserId || org.actorIsTeamMember || holdsAny(actor.roles, ['admin'])),
};
