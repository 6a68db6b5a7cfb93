import { z } from 'zod';
import { PLAN_TYPES } from '../domain/plans';
import { CONTEXT_TYPES, ROLES } from '../domain/roles';

/** Roles a visitor can start a free trial for (pricing page / ?role=): one per single-role plan. */
export const TRIAL_ROLES = PLAN_TYPES;
export type TrialRole = (typeof TRIAL_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.string().trim().toLowerCase().email('Vul een geldig e-mailadres in.').max(254);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Je wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens hebben.`)
  .max(PASSWORD_MAX_LENGTH, 'Je wachtwoord is te lang.');

export const SignUpBody = z.object({
  name: z.string().trim().min(2, 'Vul je naam in.').max(120, 'Je naam is te lang.'),
  email,
  password,
  role: z.enum(TRIAL_ROLES).default('participant'),
  acceptTerms: z.literal(true, { error: 'Je moet akkoord gaan met de voorwaarden.' }),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignUpResponse = z.object({ email: z.string(), verificationSent: z.literal(true) });

export const SignInBody = z.object({
  email,
  password: z.string().min(1, 'Vul je wachtwoord in.').max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const EmailBody = z.object({ email });
export const VerifyEmailBody = z.object({ token: z.string().min(10).max(2048) });
export const ResetPasswordBody = z.object({ token: z.string().min(10).max(2048), password });

/** One held role, optionally in the context of a profile the user owns or is a team member of. */
export const RoleGrantDto = z.object({
  role: z.enum(ROLES),
  contextType: z.enum(CONTEXT_TYPES),
  contextId: z.string().uuid().nullable(),
  /** Profile name for context roles (organisation/venue/professional name). */
  contextName: z.string().nullable(),
  /** 'owner' for own profiles and global roles, 'member' for team memberships. */
  membership: z.enum(['owner', 'member']),
});
export type RoleGrantDto = z.infer<typeof RoleGrantDto>;

export const RolesResponse = z.object({ roles: z.array(RoleGrantDto) });

/** The signed-in user as the web shell needs it (GET /api/session). */
export const SessionUserDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  profileSlugs: z.object({
    organization: z.string().optional(),
    professional: z.string().optional(),
    venue: z.string().optional(),
  }),
  twoFactorEnabled: z.boolean(),
  /** Set while an admin views the app as this user (spec §4 Impersonation): the banner's facts. */
  impersonation: z
    .object({ adminName: z.string(), targetName: z.string(), expiresAt: z.string() })
    .optional(),
});
export type SessionUserDto = z.infer<typeof SessionUserDto>;

export const SessionResponse = z.object({ user: SessionUserDto.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Sign-in either completes or asks for the TOTP code (aal1 → aal2). */
export const SignInResponse = z.object({
  user: SessionUserDto.nullable(),
  twoFactorRequired: z.boolean(),
});

/** Enrol or remove a two-factor factor: both need the current password. */
export const TwoFactorPasswordBody = z.object({ password: z.string().min(1).max(128) });
export type TwoFactorPasswordBody = z.infer<typeof TwoFactorPasswordBody>;

/**
 * A 6-digit TOTP code; spaces from copy-paste are ignored. `message` is the form's text for a wrong shape
 * (the API answers its own validation error).
 */
export const totpCode = (message?: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message));

/** A 6-digit TOTP code (spaces from copy-paste are ignored). */
export const TotpCodeBody = z.object({ code: totpCode() });
export type TotpCodeBody = z.infer<typeof TotpCodeBody>;

/** A recovery (backup) code shown once at enrolment. */
export const RecoveryCodeBody = z.object({ code: z.string().trim().min(1).max(64) });
export type RecoveryCodeBody = z.infer<typeof RecoveryCodeBody>;

/** Enrolment: the otpauth URI (for the QR code), its base32 secret and the recovery codes (shown once). */
export const TwoFactorEnrollResponse = z.object({
  totpUri: z.string(),
  secret: z.string(),
  /** The QR code of `totpUri` as an SVG data URL. */
  qrSvg: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrollResponse = z.infer<typeof TwoFactorEnrollResponse>;

export const TwoFactorFactorDto = z.object({
  id: z.string(),
  friendlyName: z.string(),
  status: z.enum(['verified', 'unverified']),
  createdAt: z.string(),
});
export type TwoFactorFactorDto = z.infer<typeof TwoFactorFactorDto>;

export const TwoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  factors: z.array(TwoFactorFactorDto),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** One active session on /dashboard/instellingen/beveiliging. */
export const SessionDto = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof SessionDto>;

export const SessionsResponse = z.array(SessionDto);
export const RevokedResponse = z.object({ revoked: z.number().int() });
export type SignInResponse = z.infer<typeof SignInResponse>;

/** POST /api/me/password: the current password, a new one (same rules as sign-up), optionally end other sessions. */
export const ChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Vul je huidige wachtwoord in.').max(PASSWORD_MAX_LENGTH),
    newPassword: password,
    signOutOthers: z.boolean().optional(),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'Kies een nieuw wachtwoord dat anders is dan je huidige.',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
