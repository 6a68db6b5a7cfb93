import { z } from 'zod';
import { ERRORS } from '../errors';
import { PROFILE_TYPES } from '../domain/roles';

/** Team invitations are valid for a week (spec §3 profile_users, our invitation flow). */
export const TEAM_INVITATION_DAYS = 7;

const email = z.string().trim().toLowerCase().email('Vul een geldig e-mailadres in.').max(254);
const uuid = z.string().uuid();

export const TeamProfileType = z.enum(PROFILE_TYPES);
export type TeamProfileType = z.infer<typeof TeamProfileType>;

/** /api/teams/:profileType/:profileId/… */
export const TeamProfileParams = z.object({ profileType: TeamProfileType, profileId: uuid });
export type TeamProfileParams = z.infer<typeof TeamProfileParams>;
export const TeamInvitationParams = TeamProfileParams.extend({ id: uuid });
export const TeamMemberParams = TeamProfileParams.extend({ userId: uuid });

/** POST /api/teams/:profileType/:profileId/invitations. */
export const TeamInviteBody = z.object({ email });
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;

export const TeamMemberDto = z.object({
  userId: uuid,
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['owner', 'member']),
  /** ISO time the membership started (the owner: when the profile was made). */
  since: z.string(),
  /** Whether the signed-in user may remove this person (the policy's answer; the owner never). */
  canRemove: z.boolean(),
});
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

export const TeamInvitationDto = z.object({
  id: uuid,
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitationDto = z.infer<typeof TeamInvitationDto>;

/** One profile the signed-in user owns, with its team. */
export const TeamDto = z.object({
  profileType: TeamProfileType,
  profileId: uuid,
  profileName: z.string(),
  members: z.array(TeamMemberDto),
  invitations: z.array(TeamInvitationDto),
});
export type TeamDto = z.infer<typeof TeamDto>;

/** GET /api/me/teams. */
export const TeamsResponse = z.object({ teams: z.array(TeamDto) });
export type TeamsResponse = z.infer<typeof TeamsResponse>;

/** The mailed token: 32 random bytes, base64url (43 characters). */
const token = z.string().min(20).max(200);
export const TeamInvitationTokenParams = z.object({ token });

/** GET /api/team-invitations/:token: what the invitee sees before accepting. */
export const TeamInvitationPreviewDto = z.object({
  profileType: TeamProfileType,
  profileName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitationPreviewDto = z.infer<typeof TeamInvitationPreviewDto>;

/** POST /api/team-invitations/accept. */
export const TeamAcceptBody = z.object({ token });
export type TeamAcceptBody = z.infer<typeof TeamAcceptBody>;
export const TeamAcceptResponse = z.object({
  profileType: TeamProfileType,
  profileId: uuid,
  profileName: z.string(),
});
export type TeamAcceptResponse = z.infer<typeof TeamAcceptResponse>;

/** A link without scheme containing a dot is fine: the server adds https:// (spec §5 sanitiser rule). */
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
const PHONE = /^[+0-9][0-9 ()./-]{5,24}$/;

/**
 * PUT /api/me/organization-profile: the basics of the user's own organisation. An empty name is refused by
 * the service with organization_name_required (spec §5), so the API answers with that code.
 */
export const OrganizationProfileBody = z.object({
  organizationName: z.string().trim().max(120, 'De naam is te lang.').default(''),
  description: z.string().trim().max(5000, 'De beschrijving is te lang.').default(''),
  websiteUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || WEBSITE.test(v), 'Vul een geldig webadres in.')
    .default(''),
  contactEmail: z.union([z.literal(''), email]).default(''),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), 'Vul een geldig telefoonnummer in.')
    .default(''),
  city: z.string().trim().max(120, 'De plaatsnaam is te lang.').default(''),
});
export type OrganizationProfileBody = z.infer<typeof OrganizationProfileBody>;

/** The web form checks the required name before sending, with the spec's message. */
export const OrganizationProfileForm = OrganizationProfileBody.extend({
  organizationName: z
    .string()
    .trim()
    .min(1, ERRORS.organization_name_required.message)
    .max(120, 'De naam is te lang.'),
});
export type OrganizationProfileForm = z.input<typeof OrganizationProfileForm>;

export const OrganizationProfileDto = z.object({
  id: uuid,
  slug: z.string(),
  organizationName: z.string(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrganizationProfileDto = z.infer<typeof OrganizationProfileDto>;

/** GET /api/me/organization-profile: the own profile, or why none can be made. */
export const OrganizationProfileResponse = z.object({
  profile: OrganizationProfileDto.nullable(),
  /** False when the user has no profile and is a team member of another organisation (spec §5). */
  canCreate: z.boolean(),
});
export type OrganizationProfileResponse = z.infer<typeof OrganizationProfileResponse>;

/** PUT answer: 201 with created true for a new profile, 200 otherwise. */
export const OrganizationProfileSaved = z.object({
  profile: OrganizationProfileDto,
  created: z.boolean(),
});
export type OrganizationProfileSaved = z.infer<typeof OrganizationProfileSaved>;
