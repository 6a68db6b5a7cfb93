import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';

/** Keys of used TOTP codes live in `rate_limits` (unique key, shared by every instance). */
const USED_CODE_PREFIX = 'totp-used:';

/**
 * Claim a TOTP code for a user. Returns false when the same code was accepted (or is being checked) within
 * `ttlMs`: better-auth accepts a code for ±1 time-step and does not remember used ones. The unique key makes
 * two concurrent requests with the same code race for one row, so only one can win.
 */
export const claimTotpCode = async (
  db: Db,
  userId: string,
  code: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> => {
  const expired = sql`${rateLimits.lastRequest} + ${ttlMs} <= ${now}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key: `${USED_CODE_PREFIX}${userId}:${code}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, lastRequest: now }, setWhere: expired })
    .returning({ id: rateLimits.id });
  return rows.length > 0;
};

/** Give a claimed code back (it was wrong, so it was never "used"). */
export const releaseTotpCode = async (db: Db, userId: string, code: string): Promise<void> => {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${USED_CODE_PREFIX}${userId}:${code}`));
};

/** The user a pending sign-in challenge belongs to (better-auth stores it as a verification value). */
export const selectChallengeUserId = async (db: Db, identifier: string): Promise<string | null> => {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.value ?? null;
};

export const selectTwoFactorState = async (db: Db, userId: string) => {
  const [user] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  const factors = await db
    .select({
      id: twoFactors.id,
      friendlyName: twoFactors.friendlyName,
      verified: twoFactors.verified,
      createdAt: twoFactors.createdAt,
    })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .orderBy(asc(twoFactors.createdAt));
  return { enabled: user?.enabled ?? false, factors };
};

export const selectActiveSessions = (db: Db, userId: string) =>
  db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));

/** Delete one of the user's own sessions; the number of rows gone (0 when the id is not theirs). */
export const deleteOwnSession = async (db: Db, userId: string, sessionId: string): Promise<number> => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length;
};

export const deleteOtherSessions = async (db: Db, userId: string, keepId: string): Promise<number> => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
};

export const deleteSessionByToken = async (db: Db, token: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.token, token));
};
