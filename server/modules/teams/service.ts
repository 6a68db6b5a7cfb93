import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { ProfileType } from '../../../core/domain/roles';
import {
  TEAM_INVITATION_DAYS,
  type TeamAcceptResponse,
  type TeamDto,
  type TeamInvitationDto,
  type TeamInvitationPreviewDto,
  type TeamProfileParams,
} from '../../../core/schemas/teams';
import { ensure } from '../../http/authorize';
import type { FastifyReply } from 'fastify';
import type { Actor, AppContext } from '../../http/context';
import { type AccountsContext, rotateSession } from '../accounts';
import { clipContent, notify } from '../notifications';
import { teamInvitationLink, teamInviteMail } from './mail';
import { teamsPolicy } from './policy';
import {
  personName,
  presentAccepted,
  presentInvitation,
  presentInvitationPreview,
  presentTeam,
} from './presenter';
import {
  type TeamProfileRow,
  acceptInvitationRows,
  deleteMemberRows,
  deletePendingInvitation,
  replaceInvitation,
  selectActiveMembers,
  selectInvitationByHash,
  selectMembership,
  selectOwnedTeamProfiles,
  selectPendingInvitations,
  selectPeople,
  selectTeamProfile,
  selectUserByEmail,
} from './queries';

const DAY_MS = 86_400_000;

/** Tokens travel only in the mail; the table keeps their SHA-256, so a leaked table opens no team. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The profile from the URL, refused unless the actor owns it. */
const ownedProfile = async (
  ctx: AppContext,
  actor: Actor,
  params: TeamProfileParams,
): Promise<TeamProfileRow> => {
  ensure(teamsPolicy.useTeams(actor));
  const profile = await selectTeamProfile(ctx.db, params.profileType, params.profileId);
  if (!profile) throw new AppError('team_profile_not_found');
  ensure(teamsPolicy.canManageTeam(actor, profile), 'team_owner_only');
  return profile;
};

const personOf = async (ctx: AppContext, userId: string) => {
  const [person] = await selectPeople(ctx.db, [userId]);
  if (!person) throw new AppError('session_expired');
  return person;
};

/** GET /api/me/teams: every profile the actor owns, with members and open invitations. */
export const listOwnTeams = async (ctx: AppContext, actor: Actor): Promise<TeamDto[]> => {
  ensure(teamsPolicy.useTeams(actor));
  const owned = await selectOwnedTeamProfiles(ctx.db, actor.userId);
  const ids = owned.map((p) => p.id);
  const [members, invitations, owners] = await Promise.all([
    selectActiveMembers(ctx.db, ids),
    selectPendingInvitations(ctx.db, ids, new Date()),
    selectPeople(ctx.db, [actor.userId]),
  ]);
  return owned.map((profile) => presentTeam(actor, { profile, owner: owners[0], members, invitations }));
};

/**
 * Invite someone by e-mail to the team of a profile the actor owns: a random 32-byte token (stored hashed),
 * valid for 7 days, mailed as a link to /team/uitnodiging. Inviting yourself or a current member is refused;
 * inviting the same address again replaces the earlier invitation (a fresh link).
 */
export const inviteTeamMember = async (
  ctx: AppContext,
  actor: Actor,
  params: TeamProfileParams,
  email: string,
): Promise<TeamInvitationDto> => {
  const profile = await ownedProfile(ctx, actor, params);
  const inviter = await personOf(ctx, actor.userId);
  if (email === inviter.email.toLowerCase()) throw new AppError('team_invite_self');
  const existing = await selectUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.id === profile.ownerId) throw new AppError('team_invite_self');
    const membership = await selectMembership(ctx.db, profile.type, profile.id, existing.id);
    if (membership?.status === 'active') throw new AppError('team_member_exists');
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TEAM_INVITATION_DAYS * DAY_MS);
  const link = teamInvitationLink(ctx.config.publicUrl, token);
  const row = await ctx.db.transaction(async (tx) => {
    const made = await replaceInvitation(tx, {
      profileType: profile.type,
      profileId: profile.id,
      email,
      invitedBy: actor.userId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    // A member with an account also finds it in the bell (issue 15); the link works only for their address.
    if (existing)
      await notify(tx, {
        userIds: [existing.id],
        kind: 'team_invitation',
        title: `Uitnodiging voor het team van ${profile.name}`,
        content: clipContent(`${personName(inviter)} nodigt je uit om mee te werken aan ${profile.name}.`),
        actionUrl: link.slice(ctx.config.publicUrl.length),
        data: { invitation_id: made.id, profile_type: profile.type, profile_id: profile.id },
        exceptUserId: actor.userId,
        channels: ['inApp', 'push'], // the invitation mail goes to the address anyway
      });
    return made;
  });
  await ctx.mail.send(
    teamInviteMail({
      to: email,
      inviterName: personName(inviter),
      profileName: profile.name,
      profileType: profile.type,
      link,
      expiresAt,
    }),
  );
  return presentInvitation(row);
};

/** Withdraw an invitation that was not accepted yet (owner only). */
export const withdrawInvitation = async (
  ctx: AppContext,
  actor: Actor,
  params: TeamProfileParams & { id: string },
): Promise<void> => {
  const profile = await ownedProfile(ctx, actor, params);
  const deleted = await deletePendingInvitation(ctx.db, profile.type, profile.id, params.id);
  if (!deleted) throw new AppError('team_invitation_not_found');
};

/** Remove a member from the team (owner only); the owner stays. Their context role goes with them. */
export const removeTeamMember = async (
  ctx: AppContext,
  actor: Actor,
  params: TeamProfileParams & { userId: string },
): Promise<void> => {
  const profile = await ownedProfile(ctx, actor, params);
  if (params.userId === profile.ownerId) throw new AppError('team_owner_cannot_be_removed');
  const removed = await deleteMemberRows(ctx.db, profile.type, profile.id, params.userId);
  if (!removed) throw new AppError('team_member_not_found');
};

/** A usable invitation and its profile, or the Dutch reason why not (404 unknown, 410 used or expired). */
const openInvitation = async (ctx: AppContext, token: string) => {
  const invitation = await selectInvitationByHash(ctx.db, hashToken(token));
  if (!invitation) throw new AppError('team_invitation_not_found');
  if (invitation.acceptedAt) throw new AppError('team_invitation_used');
  if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('team_invitation_expired');
  const profile = await selectTeamProfile(
    ctx.db,
    invitation.profileType as ProfileType,
    invitation.profileId,
  );
  if (!profile) throw new AppError('team_invitation_not_found');
  return { invitation, profile };
};

/** GET /api/team-invitations/:token (public): who invites you to which profile. */
export const previewInvitation = async (
  ctx: AppContext,
  token: string,
): Promise<TeamInvitationPreviewDto> => {
  const { invitation, profile } = await openInvitation(ctx, token);
  const [inviter] = await selectPeople(ctx.db, [invitation.invitedBy]);
  return presentInvitationPreview({ profile, invitation, inviter });
};

/** The request an accepted invitation rotates the session of (a new role is a privilege change). */
export type SessionRequest = { reply: FastifyReply; ip: string; userAgent: string | null };

/**
 * Accept an invitation as the signed-in user, whose address must be the invited one. Gives exactly the rows
 * the demo seed gives a team member, so the role switcher shows the profile under its 'Team …' group. A new
 * role is a privilege change: the session gets a fresh token (spec: rotation on privilege change).
 */
export const acceptInvitation = async (
  ctx: AccountsContext,
  actor: Actor,
  token: string,
  session: SessionRequest,
): Promise<TeamAcceptResponse> => {
  ensure(teamsPolicy.useTeams(actor));
  const { invitation, profile } = await openInvitation(ctx, token);
  const me = await personOf(ctx, actor.userId);
  if (me.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw new AppError('team_invitation_wrong_account');
  }
  if (profile.ownerId === actor.userId) throw new AppError('team_invite_self');
  const accepted = await acceptInvitationRows(ctx.db, {
    invitationId: invitation.id,
    type: profile.type,
    profileId: profile.id,
    userId: actor.userId,
    email: invitation.email,
    now: new Date(),
  });
  if (!accepted) throw new AppError('team_invitation_used');
  await rotateSession(ctx, actor, session.reply, { ip: session.ip, userAgent: session.userAgent });
  return presentAccepted(profile);
};
