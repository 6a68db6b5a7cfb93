import { type SQL, and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '../../../core/domain/roles';
import type { Db } from '../../db/client';
import { auditLog, impersonationSessions, profiles, sessions, userRoles, users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Distinct roles of the user in the outer query, as text[] (empty when none). */
const rolesOf = sql<
  Role[]
>`coalesce((select array_agg(distinct ${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

const summaryColumns = {
  id: users.id,
  email: users.email,
  accountName: users.name,
  emailVerified: users.emailVerified,
  banned: users.banned,
  createdAt: users.createdAt,
  fullName: profiles.fullName,
  suspendedAt: profiles.suspendedAt,
  suspensionReason: profiles.suspensionReason,
  twoFactorEnabled: users.twoFactorEnabled,
  roles: rolesOf,
};

/** One page of accounts, newest first, optionally matching part of a name or e-mail address. */
export const selectUsersPage = async (
  db: Db,
  opts: { q?: string | undefined; limit: number; offset: number },
) => {
  const where: SQL | undefined = opts.q
    ? or(
        ilike(users.email, likePattern(opts.q)),
        ilike(users.name, likePattern(opts.q)),
        ilike(profiles.fullName, likePattern(opts.q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export type AdminUserRow = Awaited<ReturnType<typeof selectUsersPage>>['rows'][number];

/** One account with its roles and suspension, or null. */
export const selectUser = async (db: Db, userId: string): Promise<AdminUserRow | null> => {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

/** Live sessions of a user and when one was last used. */
export const selectSessionStats = async (db: Db, userId: string, now: Date) => {
  const [row] = await db
    .select({ n: count(), lastSeenAt: sql<Date | string | null>`max(${sessions.updatedAt})` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return { active: row?.n ?? 0, lastSeenAt: row?.lastSeenAt ? new Date(row.lastSeenAt) : null };
};

/**
 * The latest audit entries about one target (a user, or `<type>_profile` for the admin directory), with the
 * acting account's names.
 */
export const selectAuditHistory = (db: Db, targetType: string, targetId: string, limit: number) =>
  db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorFullName: profiles.fullName,
      actorAccountName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);

/** The latest audit entries about one user. */
export const selectUserHistory = (db: Db, userId: string, limit: number) =>
  selectAuditHistory(db, 'user', userId, limit);

export type AuditEntry = {
  actorId: string;
  action: string;
  /** What the entry is about: 'user' unless said otherwise (e.g. 'venue_profile'). */
  targetType?: string;
  targetId: string;
  data: Record<string, unknown>;
  ip: string;
};

export const insertAudit = async (db: Writer, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? 'user',
    targetId: entry.targetId,
    data: entry.data,
    ipAddress: entry.ip,
  });
};

/**
 * Suspend in one transaction: better-auth's ban flag (refuses new sessions), the profile's suspension and
 * reason, every session of the account (impersonations of it included) and the audit entry.
 */
export const suspendAccount = async (
  db: Db,
  input: {
    userId: string;
    reason: string;
    now: Date;
    audit: Omit<AuditEntry, 'data' | 'targetId'>;
    /** The reason of a suspension in force (suspending again changes only the reason), for the audit diff. */
    previousReason?: string | null;
  },
): Promise<number> =>
  db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: true, banReason: input.reason, banExpires: null, updatedAt: input.now })
      .where(eq(users.id, input.userId));
    await tx
      .update(profiles)
      .set({ suspendedAt: input.now, suspensionReason: input.reason, updatedAt: input.now })
      .where(eq(profiles.id, input.userId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, input.userId))
      .returning({ id: sessions.id });
    await tx
      .update(impersonationSessions)
      .set({ endedAt: input.now })
      .where(
        and(eq(impersonationSessions.targetUserId, input.userId), isNull(impersonationSessions.endedAt)),
      );
    await insertAudit(tx, {
      ...input.audit,
      targetId: input.userId,
      data: {
        reason: input.reason,
        sessionsEnded: ended.length,
        before: { suspended: input.previousReason != null, reason: input.previousReason ?? null },
        after: { suspended: true, reason: input.reason },
      },
    });
    return ended.length;
  });

/** Lift a suspension (ban flag and profile fields) and record who did it. */
export const reinstateAccount = async (
  db: Db,
  input: {
    userId: string;
    now: Date;
    audit: Omit<AuditEntry, 'data' | 'targetId'>;
    previousReason: string | null;
  },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: input.now })
      .where(eq(users.id, input.userId));
    await tx
      .update(profiles)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: input.now })
      .where(eq(profiles.id, input.userId));
    await insertAudit(tx, {
      ...input.audit,
      targetId: input.userId,
      data: {
        previousReason: input.previousReason,
        before: { suspended: true, reason: input.previousReason },
        after: { suspended: false, reason: null },
      },
    });
  });
};

/** The token of one session (the admin's own, kept aside while impersonating). */
export const selectSessionToken = async (db: Db, sessionId: string): Promise<string | null> => {
  const [row] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.token ?? null;
};

/** A live session by token: whose it is and whether it is itself an impersonation. */
export const selectLiveSessionByToken = async (db: Db, token: string, now: Date) => {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, impersonatedBy: sessions.impersonatedBy })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
};

export const deleteSessionById = async (db: Db, sessionId: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

/** Record a started impersonation and its audit entry. */
export const insertImpersonation = async (
  db: Db,
  input: { adminUserId: string; targetUserId: string; reason: string; expiresAt: Date; ip: string },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(impersonationSessions).values({
      adminUserId: input.adminUserId,
      targetUserId: input.targetUserId,
      reason: input.reason,
      expiresAt: input.expiresAt,
    });
    await insertAudit(tx, {
      actorId: input.adminUserId,
      action: 'impersonation.start',
      targetId: input.targetUserId,
      data: { reason: input.reason, expiresAt: input.expiresAt.toISOString() },
      ip: input.ip,
    });
  });
};

/** Close the open impersonation rows of this admin and target, with the audit entry. */
export const endImpersonation = async (
  db: Db,
  input: { adminUserId: string; targetUserId: string; now: Date; ip: string; restored: boolean },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .update(impersonationSessions)
      .set({ endedAt: input.now })
      .where(
        and(
          eq(impersonationSessions.adminUserId, input.adminUserId),
          eq(impersonationSessions.targetUserId, input.targetUserId),
          isNull(impersonationSessions.endedAt),
        ),
      );
    await insertAudit(tx, {
      actorId: input.adminUserId,
      action: 'impersonation.stop',
      targetId: input.targetUserId,
      data: { restored: input.restored },
      ip: input.ip,
    });
  });
};

/**
 * Makes an existing account an administrator (better-auth's role and our global 'admin' role) and writes the
 * audit row, in one transaction. Returns false when no account has that e-mail address.
 */
export const grantAdminByEmail = async (db: Db, email: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role: 'admin' })
      .where(sql`lower(${users.email}) = lower(${email})`)
      .returning({ id: users.id });
    if (!user) return false;
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: 'admin', contextType: 'global', contextId: null })
      .onConflictDoNothing();
    await tx.insert(auditLog).values({
      actorId: null,
      action: 'admin.granted_by_operator',
      targetType: 'user',
      targetId: user.id,
      data: { via: 'npm run admin:grant' },
    });
    return true;
  });
