import type {
  OrganizationProfileBody,
  OrganizationProfileResponse,
  OrganizationProfileSaved,
  TeamAcceptResponse,
  TeamInvitationDto,
  TeamInvitationPreviewDto,
  TeamProfileType,
  TeamsResponse,
} from '@core/schemas/teams';
import { apiFetch } from '@web/lib/api';

/** Which profile's team a call is about. */
export type TeamRef = { profileType: TeamProfileType; profileId: string };

const teamPath = ({ profileType, profileId }: TeamRef): string =>
  `/api/teams/${profileType}/${encodeURIComponent(profileId)}`;

/** GET /api/me/teams: the profiles the user owns, with members and open invitations. */
export const fetchTeams = (signal?: AbortSignal): Promise<TeamsResponse> =>
  apiFetch<TeamsResponse>('/api/me/teams', signal ? { signal } : {});

/** POST …/invitations → 201; 400 team_invite_self, 409 team_member_exists, 403 team_owner_only. */
export const postInvitation = (input: TeamRef & { email: string }): Promise<TeamInvitationDto> =>
  apiFetch<TeamInvitationDto>(`${teamPath(input)}/invitations`, {
    method: 'POST',
    body: { email: input.email },
  });

/** DELETE …/invitations/:id → 204. */
export const deleteInvitation = (input: TeamRef & { id: string }): Promise<void> =>
  apiFetch<void>(`${teamPath(input)}/invitations/${encodeURIComponent(input.id)}`, { method: 'DELETE' });

/** DELETE …/members/:userId → 204 (also drops the member's context role). */
export const deleteMember = (input: TeamRef & { userId: string }): Promise<void> =>
  apiFetch<void>(`${teamPath(input)}/members/${encodeURIComponent(input.userId)}`, { method: 'DELETE' });

/** GET /api/team-invitations/:token (public): 404 unknown, 410 used or expired. */
export const fetchInvitationPreview = (
  token: string,
  signal?: AbortSignal,
): Promise<TeamInvitationPreviewDto> =>
  apiFetch<TeamInvitationPreviewDto>(
    `/api/team-invitations/${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );

/** POST /api/team-invitations/accept; 403 team_invitation_wrong_account for another signed-in address. */
export const postAcceptInvitation = (token: string): Promise<TeamAcceptResponse> =>
  apiFetch<TeamAcceptResponse>('/api/team-invitations/accept', { method: 'POST', body: { token } });

/** GET /api/me/organization-profile. */
export const fetchOrganizationProfile = (signal?: AbortSignal): Promise<OrganizationProfileResponse> =>
  apiFetch<OrganizationProfileResponse>('/api/me/organization-profile', signal ? { signal } : {});

/** PUT /api/me/organization-profile: update, or create when there is none (`created`). */
export const putOrganizationProfile = (body: OrganizationProfileBody): Promise<OrganizationProfileSaved> =>
  apiFetch<OrganizationProfileSaved>('/api/me/organization-profile', { method: 'PUT', body });
