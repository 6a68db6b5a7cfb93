import { ROLES, type Role } from '@core/domain/roles';

/**
 * The signed-in user as the web shell needs it, read from GET /api/session (`{ user: SessionUserDto | null }`,
 * core/schemas/accounts.ts). Parsed by hand (no zod) because the header is in the main bundle, and
 * tolerantly: a bare user object or older field names still work, anything malformed means "signed out".
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  roles: Role[];
  activeRole: Role;
  /** Public slugs of the user's own profiles, for "view profile". */
  profileSlugs: Partial<Record<'organization' | 'professional' | 'venue', string>>;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Set while an admin views the app as this user (banner with target, admin and expiry). */
  impersonation: ImpersonationInfo | null;
};

export type ImpersonationInfo = { adminName: string; targetName: string; expiresAt: string };

const asImpersonation = (value: unknown): ImpersonationInfo | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const adminName = asString(v.adminName);
  const targetName = asString(v.targetName);
  const expiresAt = asString(v.expiresAt);
  return adminName && targetName && expiresAt ? { adminName, targetName, expiresAt } : null;
};

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** Spec §4: the saved choice if held, else participant if held, else the first role; no roles → participant. */
export const resolveActiveRole = (roles: readonly Role[], saved: unknown): Role => {
  if (isRole(saved) && roles.includes(saved)) return saved;
  if (roles.length === 0 || roles.includes('participant')) return 'participant';
  return roles[0] ?? 'participant';
};

/** Accepts `{ user: {...} }` or the bare user object; anything malformed counts as signed out. */
export const parseSessionPayload = (payload: unknown): SessionUser | null => {
  const raw =
    typeof payload === 'object' && payload !== null && 'user' in payload
      ? (payload as { user: unknown }).user
      : payload;
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const id = asString(record.id);
  if (!id) return null;
  const roles = Array.isArray(record.roles) ? record.roles.filter(isRole) : [];
  const effectiveRoles: Role[] = roles.length > 0 ? roles : ['participant'];
  const slugs =
    typeof record.profileSlugs === 'object' && record.profileSlugs !== null
      ? (record.profileSlugs as Record<string, unknown>)
      : {};
  const profileSlugs: SessionUser['profileSlugs'] = {};
  for (const key of ['organization', 'professional', 'venue'] as const) {
    const slug = asString(slugs[key]);
    if (slug) profileSlugs[key] = slug;
  }
  const email = asString(record.email);
  return {
    id,
    name: asString(record.name) ?? asString(record.displayName) ?? email?.split('@')[0] ?? '',
    email,
    avatarUrl: asString(record.avatarUrl) ?? asString(record.image),
    roles: effectiveRoles,
    activeRole: resolveActiveRole(effectiveRoles, record.activeRole),
    profileSlugs,
    // Absent flags (older payloads) read as the safe default: verified mail, no second factor.
    emailVerified: record.emailVerified !== false,
    twoFactorEnabled: record.twoFactorEnabled === true,
    impersonation: asImpersonation(record.impersonation),
  };
};
