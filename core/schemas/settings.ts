import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../domain/notificationPreferences';
import { PASSWORD_MAX_LENGTH } from './accounts';

/** Username rules: 3–30 characters, lower-case letters, digits and dots (profile URLs and mentions). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9.]+$/;

/** The word a member types to confirm deleting the account. */
export const DELETE_CONFIRM_WORD = 'VERWIJDER';

/** Avatar upload: one image of at most 5 MB, stored as a 256×256 WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const email = z.string().trim().toLowerCase().email('Vul een geldig e-mailadres in.').max(254);

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN_LENGTH, `Je gebruikersnaam moet minimaal ${USERNAME_MIN_LENGTH} tekens hebben.`)
  .max(USERNAME_MAX_LENGTH, `Je gebruikersnaam mag maximaal ${USERNAME_MAX_LENGTH} tekens hebben.`)
  .regex(USERNAME_PATTERN, 'Gebruik alleen kleine letters, cijfers en punten.');

/** GET /api/me/account. */
export const AccountSettingsDto = z.object({
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  isPublic: z.boolean(),
  /** A requested address that still waits for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
});
export type AccountSettingsDto = z.infer<typeof AccountSettingsDto>;

/** PATCH /api/me/account. */
export const AccountUpdateBody = z.object({
  fullName: z.string().trim().min(2, 'Vul je naam in.').max(120, 'Je naam is te lang.'),
  username: Username,
});
export type AccountUpdateBody = z.infer<typeof AccountUpdateBody>;

/** POST /api/me/email-change: the new address and the current password. */
export const EmailChangeBody = z.object({
  newEmail: email,
  password: z.string().min(1, 'Vul je wachtwoord in.').max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

export const EmailChangeResponse = z.object({ pendingEmail: z.string() });

/** POST /api/me/email-change/confirm with the token from the mailed link. */
export const EmailChangeConfirmBody = z.object({ token: z.string().min(10).max(512) });
export type EmailChangeConfirmBody = z.infer<typeof EmailChangeConfirmBody>;

export const EmailChangeConfirmResponse = z.object({ email: z.string() });

/** PATCH /api/me/privacy. */
export const PrivacyBody = z.object({ isPublic: z.boolean() });
export type PrivacyBody = z.infer<typeof PrivacyBody>;

/** DELETE /api/me/account: the password and the confirmation word. */
export const DeleteAccountBody = z.object({
  password: z.string().min(1, 'Vul je wachtwoord in.').max(PASSWORD_MAX_LENGTH),
  confirm: z.string().trim().max(40),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const AvatarResponse = z.object({ avatarUrl: z.string().nullable() });

export const NotificationPreferenceDto = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.boolean(),
  /** Issue 15: the bell and web push (push also needs a subscribed browser). */
  inApp: z.boolean(),
  push: z.boolean(),
  /** True when the member never chose: the type's default applies. */
  isDefault: z.boolean(),
});
export type NotificationPreferenceDto = z.infer<typeof NotificationPreferenceDto>;

export const NotificationPreferencesResponse = z.object({ preferences: z.array(NotificationPreferenceDto) });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

/** PUT /api/me/notification-preferences: the types to set (others keep their value). */
export const NotificationPreferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        type: z.enum(NOTIFICATION_TYPES),
        email: z.boolean().optional(),
        inApp: z.boolean().optional(),
        push: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBody>;

const Rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/me/export: everything Kring holds about the member, without secrets. */
export const DataExportDto = z.object({
  format: z.literal('kring-data-export/1'),
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  roles: Rows,
  teamMemberships: Rows,
  ownedProfiles: z.object({ organizations: Rows, venues: Rows, professionals: Rows }),
  subscriptions: Rows,
  invoices: Rows,
  favorites: z.object({ events: Rows, venues: Rows, professionals: Rows }),
  follows: Rows,
  reviews: z.object({ organizations: Rows, venues: Rows, professionals: Rows }),
  forum: z.object({ topics: Rows, posts: Rows }),
  notifications: Rows,
  notificationPreferences: z.array(NotificationPreferenceDto),
  messagesSent: Rows,
  sessions: Rows,
});
export type DataExportDto = z.infer<typeof DataExportDto>;
