import type {
  OrganizationProfileDto,
  TeamAcceptResponse,
  TeamInvitationPreviewDto,
  TeamDto,
  TeamInvitationDto,
  TeamMemberDto,
} from '../../../core/schemas/teams';
import type { Actor } from '../../http/context';
import { displayName } from '../accounts';
import { teamsPolicy } from './policy';
import type { OwnOrganizationRow } from './queriesOrganizationProfile';
import type { InvitationRow, MemberRow, PersonRow, TeamProfileRow } from './queries';

/** Spec §3 display-name fallback for a person (no organisation name: this is the person, not the profile). */
export const personName = (person: Pick<PersonRow, 'fullName' | 'accountName' | 'email'>): string =>
  displayName({ fullName: person.fullName, accountName: person.accountName, email: person.email });

const presentPerson = (
  person: PersonRow,
  role: TeamMemberDto['role'],
  since: Date,
  canRemove: boolean,
): TeamMemberDto => ({
  userId: person.userId,
  name: personName(person),
  email: person.email,
  avatarUrl: person.avatarUrl ?? person.image ?? null,
  role,
  since: since.toISOString(),
  canRemove,
});

export const presentInvitation = (row: InvitationRow): TeamInvitationDto => ({
  id: row.id,
  email: row.email,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * One owned profile with its owner first, then the members by join date, then open invitations; each member
 * says whether `actor` may remove them (teamsPolicy.canRemoveMember), so the web does not decide from roles.
 */
export const presentTeam = (
  actor: Actor,
  input: {
    profile: TeamProfileRow;
    owner: PersonRow | undefined;
    members: readonly MemberRow[];
    invitations: readonly InvitationRow[];
  },
): TeamDto => {
  const { profile } = input;
  const ofProfile = <T extends { profileId: string; profileType: string }>(rows: readonly T[]) =>
    rows.filter((r) => r.profileId === profile.id && r.profileType === profile.type);
  return {
    profileType: profile.type,
    profileId: profile.id,
    profileName: profile.name,
    members: [
      ...(input.owner
        ? [
            presentPerson(
              input.owner,
              'owner',
              profile.createdAt,
              teamsPolicy.canRemoveMember(actor, profile, input.owner.userId),
            ),
          ]
        : []),
      ...ofProfile(input.members)
        .filter((m) => m.userId !== profile.ownerId)
        .map((m) =>
          presentPerson(m, 'member', m.since, teamsPolicy.canRemoveMember(actor, profile, m.userId)),
        ),
    ],
    invitations: ofProfile(input.invitations).map(presentInvitation),
  };
};

export const presentOrganizationProfile = (row: OwnOrganizationRow): OrganizationProfileDto => ({
  id: row.id,
  slug: row.slug,
  organizationName: row.organizationName,
  description: row.description,
  websiteUrl: row.websiteUrl,
  contactEmail: row.contactEmail,
  phone: row.phone,
  city: row.city,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/team-invitations/:token: who invites whom to which profile. */
export const presentInvitationPreview = (input: {
  profile: Pick<TeamProfileRow, 'type' | 'name'>;
  invitation: Pick<InvitationRow, 'email' | 'expiresAt'>;
  inviter: PersonRow | undefined;
}): TeamInvitationPreviewDto => ({
  profileType: input.profile.type,
  profileName: input.profile.name,
  inviterName: input.inviter ? personName(input.inviter) : 'Gebruiker',
  email: input.invitation.email,
  expiresAt: input.invitation.expiresAt.toISOString(),
});

/** POST /api/team-invitations/accept: the team joined. */
export const presentAccepted = (
  profile: Pick<TeamProfileRow, 'type' | 'id' | 'name'>,
): TeamAcceptResponse => ({
  profileType: profile.type,
  profileId: profile.id,
  profileName: profile.name,
});
