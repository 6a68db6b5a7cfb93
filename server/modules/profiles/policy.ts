import {
  ORGANISATION_ROLES,
  PROFESSIONAL_ROLES,
  type Role,
  VENUE_ROLES,
  holdsAny,
} from '../../../core/domain/roles';
import type { OwnedProfileKind, ProfileKind } from '../../../core/schemas/profiles';
import type { Actor } from '../../http/context';

/** Who reaches a profile: its owner, and whether the actor is on its active team. */
export type ProfileRef = { ownerId: string; isTeamMember: boolean };

const GROUPS: Record<OwnedProfileKind, readonly Role[]> = {
  organization: ORGANISATION_ROLES,
  venue: VENUE_ROLES,
  professional: PROFESSIONAL_ROLES,
};

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

/**
 * The owner-side profile forms (spec §5, §6). The dashboard form of a kind is for the roles of its §6 route
 * group (a team member holds the kind's context role; admins are in every group); the member profile is
 * everybody's own. Editing one profile: its owner, an active team member, or an admin.
 */
export const profilesPolicy = {
  /** Open the dashboard form of a kind (and read one's own profile of it). */
  useForm: (actor: Actor, kind: ProfileKind): boolean =>
    kind === 'participant' ? true : holdsAny(actor.roles, GROUPS[kind]),
  /** Make a new profile of the kind (one per account is the service's rule). */
  create: (actor: Actor, kind: OwnedProfileKind): boolean => holdsAny(actor.roles, GROUPS[kind]),
  /** Read and change this profile. */
  edit: (actor: Actor, profile: ProfileRef): boolean =>
    profile.ownerId === actor.userId || profile.isTeamMember || isAdmin(actor),
  /** Is this an admin acting on someone else's profile (audited)? */
  actsAsAdmin: (actor: Actor, profile: ProfileRef): boolean =>
    profile.ownerId !== actor.userId && !profile.isTeamMember && isAdmin(actor),
};
