import { type SQL, and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AuditFilters } from '../../../core/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog, profiles, users } from '../../db/schema';

const likePattern = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Dates are Amsterdam calendar days: from its midnight up to the next day's (DST included). */
const dayStart = (isoDate: string): SQL =>
  sql`((${isoDate})::date::timestamp at time zone 'Europe/Amsterdam')`;
const dayEnd = (isoDate: string): SQL =>
  sql`(((${isoDate})::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;

const whereOf = (f: AuditFilters): SQL | undefined =>
  and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.actor
      ? or(ilike(users.email, likePattern(f.actor)), ilike(users.name, likePattern(f.actor)))
      : undefined,
    f.from ? gte(auditLog.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(auditLog.createdAt, dayEnd(f.to)) : undefined,
  );

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  actorId: auditLog.actorId,
  actorFullName: profiles.fullName,
  actorAccountName: users.name,
  actorEmail: users.email,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  data: auditLog.data,
  ip: auditLog.ipAddress,
  createdAt: auditLog.createdAt,
};

/** Entries matching the filters, newest first (the (action, created_at) and created_at indexes serve it). */
export const selectAuditEntries = (db: Db, filters: AuditFilters, limit: number, offset: number) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(whereOf(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);

export type AuditRow = Awaited<ReturnType<typeof selectAuditEntries>>[number];

export const countAuditEntries = async (db: Db, filters: AuditFilters): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(filters));
  return row?.n ?? 0;
};

/** The actions and target types that occur, for the filter choices. */
export const selectAuditFacets = async (db: Db): Promise<{ actions: string[]; targetTypes: string[] }> => {
  const [actions, targetTypes] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ v: auditLog.targetType })
      .from(auditLog)
      .where(isNotNull(auditLog.targetType))
      .orderBy(asc(auditLog.targetType)),
  ]);
  return {
    actions: actions.map((r) => r.v),
    targetTypes: targetTypes.flatMap((r) => (r.v ? [r.v] : [])),
  };
};
