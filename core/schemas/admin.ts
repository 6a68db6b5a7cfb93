import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { PageQuery, paged } from './common';

/** How long an admin may view the app as another user (spec §4 Impersonation). */
export const IMPERSONATION_MINUTES = 60;
/** Reason recorded when the admin gives none (spec §7 admin-impersonate). */
export const DEFAULT_IMPERSONATION_REASON = 'Admin debugging';
export const REASON_MAX_LENGTH = 500;

export const AdminUserIdParams = z.object({ id: z.string().uuid() });

export const AdminUserListQuery = PageQuery.extend({
  /** Part of a name or e-mail address. */
  q: z.string().trim().max(120).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** One row of /admin/gebruikers. */
export const AdminUserSummaryDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type AdminUserSummaryDto = z.infer<typeof AdminUserSummaryDto>;

export const AdminUserListResponse = paged(AdminUserSummaryDto);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

/** One audit_log entry about a user (suspension, impersonation). */
export const AdminAuditEntryDto = z.object({
  id: z.string().uuid(),
  action: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntryDto = z.infer<typeof AdminAuditEntryDto>;

/** /admin/gebruiker/:userId: the account, its state, what this admin may do with it and its history. */
export const AdminUserDetailDto = AdminUserSummaryDto.extend({
  suspensionReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  activeSessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  abilities: z.object({ suspend: z.boolean(), reinstate: z.boolean(), impersonate: z.boolean() }),
  history: z.array(AdminAuditEntryDto),
});
export type AdminUserDetailDto = z.infer<typeof AdminUserDetailDto>;

export const SuspendUserBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Geef een reden op voor de schorsing.')
    .max(REASON_MAX_LENGTH, 'De reden is te lang.'),
});
export type SuspendUserBody = z.infer<typeof SuspendUserBody>;

export const StartImpersonationBody = z.object({
  targetUserId: z.string().uuid(),
  reason: z.string().trim().max(REASON_MAX_LENGTH, 'De reden is te lang.').optional(),
});
export type StartImpersonationBody = z.infer<typeof StartImpersonationBody>;

export const StartImpersonationResponse = z.object({
  expiresAt: z.string(),
  user: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
});
export type StartImpersonationResponse = z.infer<typeof StartImpersonationResponse>;

/** `restored: false` when the admin's own session ended meanwhile: they sign in again. */
export const StopImpersonationResponse = z.object({ restored: z.boolean() });
export type StopImpersonationResponse = z.infer<typeof StopImpersonationResponse>;

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const EmailLogListQuery = PageQuery.extend({
  /** A full address matches exactly (case-insensitive); anything shorter matches part of the address. */
  to: z.string().trim().max(254).optional(),
  kind: z.string().trim().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type EmailLogListQuery = z.infer<typeof EmailLogListQuery>;

export const EmailLogDto = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(EMAIL_STATUSES),
  transport: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailLogDto = z.infer<typeof EmailLogDto>;

export const EmailLogListResponse = paged(EmailLogDto).extend({
  /** Every kind in the log, for the filter. */
  kinds: z.array(z.string()),
});
export type EmailLogListResponse = z.infer<typeof EmailLogListResponse>;

/** The stored message itself; null when its outbox row is gone. */
export const EmailLogDetailDto = EmailLogDto.extend({
  from: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export type EmailLogDetailDto = z.infer<typeof EmailLogDetailDto>;

export const EmailLogIdParams = z.object({ id: z.string().uuid() });
