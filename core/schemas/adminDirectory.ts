import { z } from 'zod';
import { PROFILE_TYPES } from '../domain/roles';
import { AdminAuditEntryDto } from './admin';
import { PageQuery, paged } from './common';

/**
 * The admin directory (issue 11): organisations, venues and professionals for admins to find, verify, mark
 * premium, hide and create on behalf of an account (spec §7 admin_create_organization_profile and
 * admin_update_organization_profile, as admin-only endpoints for every profile kind).
 */
export const AdminProfileType = z.enum(PROFILE_TYPES);
export type AdminProfileType = z.infer<typeof AdminProfileType>;

/** 'true' or 'false' in the query string; anything else (or nothing) means "either". */
const FlagFilter = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined));

export const AdminProfileListQuery = PageQuery.extend({
  type: AdminProfileType,
  /** Part of the name, city or the owner's e-mail address. */
  q: z.string().trim().max(120).optional(),
  verified: FlagFilter,
  premium: FlagFilter,
  hidden: FlagFilter,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProfileListQuery = z.infer<typeof AdminProfileListQuery>;

export const AdminProfileParams = z.object({ type: AdminProfileType, id: z.string().uuid() });
export const AdminProfileTypeParams = z.object({ type: AdminProfileType });

export const AdminProfileOwnerDto = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });
export type AdminProfileOwnerDto = z.infer<typeof AdminProfileOwnerDto>;

export const AdminProfileFlags = z.object({
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  isHidden: z.boolean(),
});
export type AdminProfileFlags = z.infer<typeof AdminProfileFlags>;
export const PROFILE_FLAGS = ['isVerified', 'isPremium', 'isHidden'] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

/** One row of /admin/organisaties, /admin/venues or /admin/professionals. */
export const AdminProfileSummaryDto = AdminProfileFlags.extend({
  id: z.string().uuid(),
  type: AdminProfileType,
  name: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  owner: AdminProfileOwnerDto,
  /** Events of the organisation or at the venue; null for professionals. */
  eventCount: z.number().int().nullable(),
  /** Active services of a professional; null for organisations and venues. */
  serviceCount: z.number().int().nullable(),
  reviewCount: z.number().int(),
  rating: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminProfileSummaryDto = z.infer<typeof AdminProfileSummaryDto>;

export const AdminProfileListResponse = paged(AdminProfileSummaryDto);
export type AdminProfileListResponse = z.infer<typeof AdminProfileListResponse>;

export const AdminTeamMemberDto = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  status: z.string(),
  since: z.string(),
});
export type AdminTeamMemberDto = z.infer<typeof AdminTeamMemberDto>;

/** /admin/organisatie/{id} (and the same for venues and professionals): owner, team, flags, audit. */
export const AdminProfileDetailDto = AdminProfileSummaryDto.extend({
  team: z.array(AdminTeamMemberDto),
  history: z.array(AdminAuditEntryDto),
});
export type AdminProfileDetailDto = z.infer<typeof AdminProfileDetailDto>;

/** Verify, mark premium, hide: any of the three, at least one. */
export const AdminProfileFlagsBody = AdminProfileFlags.partial().refine(
  (body) => PROFILE_FLAGS.some((flag) => body[flag] !== undefined),
  { message: 'Geef minstens één wijziging op.' },
);
export type AdminProfileFlagsBody = z.infer<typeof AdminProfileFlagsBody>;

/** A profile made by an admin for an existing account, chosen by e-mail address. */
export const AdminCreateProfileBody = z.object({
  ownerEmail: z.string().trim().toLowerCase().email('Vul een geldig e-mailadres in.').max(254),
  name: z.string().trim().min(1, 'Vul een naam in.').max(160, 'De naam is te lang.'),
  city: z.string().trim().max(120, 'De plaatsnaam is te lang.').optional().default(''),
});
export type AdminCreateProfileBody = z.infer<typeof AdminCreateProfileBody>;
