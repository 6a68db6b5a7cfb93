import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAID_ROLES } from '../../../core/domain/payments';
import type { ProfileType, Role } from '../../../core/domain/roles';
import type { Db } from '../../db/client';
import {
  organizationProfiles,
  profileUsers,
  profiles,
  professionals,
  rateLimits,
  sessions,
  userRoles,
  userSubscriptions,
  users,
  venueProfiles,
  verifications,
} from '../../db/schema';

/** Whether the user has a Kring profile (a first Google sign-in makes the better-auth user only). */
export const profileExists = async (db: Db, userId: string): Promise<boolean> => {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  return row !== undefined;
};

/** Ends the session this browser held before signing in, unless it is the new one (rotation). */
export const deleteSessionByTokenUnlessCurrent = async (
  db: Db,
  token: string,
  current: string,
): Promise<void> => {
  await db.delete(sessions).where(and(eq(sessions.token, token), ne(sessions.token, current)));
};

/** Account id for an e-mail address (addresses are stored lower-cased), or null. */
export const selectUserIdByEmail = async (db: Db, email: string): Promise<string | null> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
};

/** Usernames already taken that start with `base`, to pick the first free variant. */
export const selectUsernamesLike = async (db: Db, base: string): Promise<Set<string>> => {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`${profiles.username} like ${`${base.replace(/[%_\\]/g, '\\$&')}%`}`);
  return new Set(rows.flatMap((r) => (r.username ? [r.username] : [])));
};

export type NewAccountRows = {
  userId: string;
  email: string;
  fullName: string;
  username: string;
  slug: string;
  role: Role;
  planId: string;
  trialEndsAt: Date;
  now: Date;
};

/** Profile, global role and trial subscription of a new account: one transaction. */
export const insertAccountRows = async (db: Db, rows: NewAccountRows): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({
      id: rows.userId,
      email: rows.email,
      fullName: rows.fullName,
      username: rows.username,
      slug: rows.slug,
      joinDate: rows.now,
    });
    // The trial subscription below grants a paid role, so the role sync may take it away when the trial ends.
    const source = PAID_ROLES.includes(rows.role) ? 'subscription' : 'manual';
    await tx
      .insert(userRoles)
      .values({ userId: rows.userId, role: rows.role, contextType: 'global', source });
    await tx.insert(userSubscriptions).values({
      userId: rows.userId,
      planId: rows.planId,
      interval: '1y',
      status: 'trialing',
      trialEndsAt: rows.trialEndsAt,
      currentPeriodStart: rows.now,
      currentPeriodEnd: rows.trialEndsAt,
    });
  });
};

/** Undo a half-made sign-up (profile rows cascade from users). */
export const deleteUser = async (db: Db, userId: string): Promise<void> => {
  await db.delete(users).where(eq(users.id, userId));
};

/** What the session and the shell need about one account. */
export const selectAccountSummary = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      accountName: users.name,
      emailVerified: users.emailVerified,
      image: users.image,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      suspendedAt: profiles.suspendedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
export type AccountSummaryRow = NonNullable<Awaited<ReturnType<typeof selectAccountSummary>>>;

export type OwnedProfileRow = {
  type: 'organization' | 'professional' | 'venue';
  id: string;
  slug: string;
  name: string;
};

/** The organisation, professional and venue profiles this user owns (at most one of each). */
export const selectOwnedProfiles = async (db: Db, userId: string): Promise<OwnedProfileRow[]> => {
  const [orgs, pros, venues] = await Promise.all([
    db
      .select({
        id: organizationProfiles.id,
        slug: organizationProfiles.slug,
        name: organizationProfiles.organizationName,
      })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.userId, userId)),
    db
      .select({ id: professionals.id, slug: professionals.slug, name: professionals.businessName })
      .from(professionals)
      .where(eq(professionals.userId, userId)),
    db
      .select({ id: venueProfiles.id, slug: venueProfiles.slug, name: venueProfiles.name })
      .from(venueProfiles)
      .where(eq(venueProfiles.userId, userId)),
  ]);
  return [
    ...orgs.map((r) => ({ type: 'organization' as const, ...r })),
    ...pros.map((r) => ({ type: 'professional' as const, ...r })),
    ...venues.map((r) => ({ type: 'venue' as const, ...r })),
  ];
};

/** Every user_roles row of a user (global and context). */
export const selectRoleRows = (db: Db, userId: string) =>
  db
    .select({ role: userRoles.role, contextType: userRoles.contextType, contextId: userRoles.contextId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
export type RoleRow = Awaited<ReturnType<typeof selectRoleRows>>[number];

/** Team memberships (profile_users) that are not removed, with the profile's name. */
export const selectMemberships = async (db: Db, userId: string) => {
  const rows = await db
    .select({
      profileId: profileUsers.profileId,
      profileType: profileUsers.profileType,
      role: profileUsers.role,
      status: profileUsers.status,
    })
    .from(profileUsers)
    .where(and(eq(profileUsers.userId, userId), ne(profileUsers.status, 'removed')));
  return rows;
};
export type MembershipRow = Awaited<ReturnType<typeof selectMemberships>>[number];

/** Names of organisation, professional and venue profiles by id (for context roles). */
export const selectProfileNames = async (
  db: Db,
  ids: { organization: string[]; professional: string[]; venue: string[] },
): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  if (ids.organization.length > 0) {
    const rows = await db
      .select({ id: organizationProfiles.id, name: organizationProfiles.organizationName })
      .from(organizationProfiles)
      .where(inArray(organizationProfiles.id, ids.organization));
    for (const r of rows) names.set(r.id, r.name);
  }
  if (ids.professional.length > 0) {
    const rows = await db
      .select({ id: professionals.id, name: professionals.businessName })
      .from(professionals)
      .where(inArray(professionals.id, ids.professional));
    for (const r of rows) names.set(r.id, r.name);
  }
  if (ids.venue.length > 0) {
    const rows = await db
      .select({ id: venueProfiles.id, name: venueProfiles.name })
      .from(venueProfiles)
      .where(inArray(venueProfiles.id, ids.venue));
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
};

/** Rate-limit keys of this module live beside better-auth's and @fastify/rate-limit's in `rate_limits`. */
const COUNTER_PREFIX = 'accounts:';

/** A counter after one more attempt: how many the window holds now, and when the window ends. */
export type Reservation = { count: number; retryAfterSeconds: number };

/**
 * Add one to a fixed-window counter in one statement (a new window starts when the old one passed) and say
 * how many attempts the window holds now. Reserving before the work is what makes a limit exact under
 * parallel requests: the row lock of the upsert orders them, so the (limit + 1)th sees a count over the limit.
 */
export const reserveAttempt = async (
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<Reservation> => {
  const expired = sql`${rateLimits.lastRequest} + ${windowMs} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: COUNTER_PREFIX + key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const windowEnd = (row?.windowStart ?? now) + windowMs;
  // A parallel request may have opened the window with a clock reading later than this one's `now`: the wait is
  // never longer than the window itself (the test asked for at most 900 s and once got 901).
  const waitMs = Math.min(windowMs, windowEnd - now);
  return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
};

/** Add one to a fixed-window counter; the count within the window. */
export const bumpCounter = async (db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> =>
  (await reserveAttempt(db, key, windowMs, now)).count;

/** Give one reserved attempt back (a successful sign-in is no failure). */
export const releaseAttempt = async (db: Db, key: string): Promise<void> => {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, COUNTER_PREFIX + key));
};

export const resetCounter = async (db: Db, key: string): Promise<void> => {
  await db.delete(rateLimits).where(eq(rateLimits.key, COUNTER_PREFIX + key));
};

/** The e-mail address a password-reset token belongs to (better-auth keeps `reset-password:{token}` → user id). */
export const selectResetTokenEmail = async (db: Db, token: string): Promise<string | null> => {
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.email ?? null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Give an account a global role (e.g. 'venue' when an admin creates a venue profile for it), unless it holds
 * that role or its premium variant already. Runs inside the caller's transaction when one is passed.
 */
export const grantGlobalRole = async (db: Db | Tx, userId: string, role: ProfileType): Promise<boolean> => {
  const premium: Role = `${role}_premium`;
  const held = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.contextType, 'global'),
        inArray(userRoles.role, [role, premium]),
      ),
    )
    .limit(1);
  if (held.length > 0) return false;
  await db.insert(userRoles).values({ userId, role, contextType: 'global' }).onConflictDoNothing();
  return true;
};
