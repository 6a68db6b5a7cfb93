import { type SQL, and, count, desc, eq, ilike, inArray, ne, notInArray, or } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import { auditLog, bundleSubscriptions, invoices, plans, userSubscriptions, users } from '../../db/schema';

/** All SQL of /admin/abonnementen: the table, the figures, a member's history, grants and extensions. */

const likePattern = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export const subscriptionColumns = {
  sub: userSubscriptions,
  planName: plans.name,
  isPremium: plans.isPremium,
  planKind: plans.kind,
  memberName: users.name,
  memberEmail: users.email,
};
export type AdminSubscriptionRowData = Awaited<ReturnType<typeof selectAdminSubscriptions>>['rows'][number];

/** Subscriptions newest first, filtered by status, plan and name/e-mail (indexes on status, plan, user). */
export const selectAdminSubscriptions = async (
  db: Db,
  filter: { status?: SubscriptionStatus | undefined; plan?: string | undefined; q?: string | undefined },
  limit: number,
  offset: number,
) => {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(userSubscriptions.status, filter.status) : undefined,
    filter.plan ? eq(userSubscriptions.planId, filter.plan) : undefined,
    filter.q
      ? or(ilike(users.email, likePattern(filter.q)), ilike(users.name, likePattern(filter.q)))
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriptionColumns)
      .from(userSubscriptions)
      .innerJoin(users, eq(users.id, userSubscriptions.userId))
      .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
      .where(where)
      .orderBy(desc(userSubscriptions.createdAt), userSubscriptions.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(userSubscriptions)
      .innerJoin(users, eq(users.id, userSubscriptions.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One member's subscriptions, newest first (user_subscriptions_user_idx). */
export const selectMemberSubscriptions = (db: Db, userId: string, limit: number) =>
  db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(limit);

export const selectMemberInvoices = (db: Db, userId: string, limit: number) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.seq))
    .limit(limit);

export const selectSubscriptionWithPlan = async (db: Db, id: string) => {
  const [row] = await db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.id, id));
  return row ?? null;
};

export const selectMemberExists = async (db: Db, userId: string): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
};

export const selectActivePlan = async (db: Db, planId: string) => {
  const [row] = await db
    .select({ id: plans.id, kind: plans.kind })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)));
  return row ?? null;
};

/** Statuses of a subscription that is still running (a grant supersedes these). */
const LIVE: SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'canceled_at_period_end'];

/** The role sync (roles.ts syncRolesForUser) run inside a grant's or extension's transaction. */
export type RoleSync = (tx: Db) => Promise<{ added: number; removed: number }>;

type Audit = { actorId: string; ip: string; action: string; data: Record<string, unknown>; targetId: string };
const insertAudit = (tx: Db, a: Audit) =>
  tx.insert(auditLog).values({
    actorId: a.actorId,
    action: a.action,
    targetType: 'user',
    targetId: a.targetId,
    data: a.data,
    ipAddress: a.ip,
  });

/**
 * A manual grant in one transaction: the member's running subscriptions (and bundles) end now, a new active
 * one runs until `until`, roles follow, and the audit log says who and why.
 */
export const grantSubscription = async (
  db: Db,
  input: {
    userId: string;
    planId: string;
    isCombo: boolean;
    interval: '6m' | '1y' | '2y';
    until: Date;
    now: Date;
    audit: Omit<Audit, 'targetId' | 'action'>;
    syncRoles: RoleSync;
  },
): Promise<string> =>
  db.transaction(async (tx) => {
    const superseded = await tx
      .update(userSubscriptions)
      .set({ status: 'canceled', canceledAt: input.now, cancelAtPeriodEnd: false, updatedAt: input.now })
      .where(and(eq(userSubscriptions.userId, input.userId), inArray(userSubscriptions.status, LIVE)))
      .returning({ id: userSubscriptions.id });
    await tx
      .update(bundleSubscriptions)
      .set({ status: 'canceled', updatedAt: input.now })
      .where(and(eq(bundleSubscriptions.userId, input.userId), ne(bundleSubscriptions.status, 'canceled')));
    const [row] = await tx
      .insert(userSubscriptions)
      .values({
        userId: input.userId,
        planId: input.planId,
        bundleId: input.isCombo ? input.planId : null,
        interval: input.interval,
        status: 'active',
        currentPeriodStart: input.now,
        currentPeriodEnd: input.until,
        grantedBy: input.audit.actorId,
        lastSyncedAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: userSubscriptions.id });
    if (!row) throw new Error('grant not inserted');
    if (input.isCombo) {
      await tx.insert(bundleSubscriptions).values({
        userId: input.userId,
        bundleId: input.planId,
        interval: input.interval,
        status: 'active',
        currentPeriodEnd: input.until,
      });
    }
    const roles = await input.syncRoles(tx);
    await insertAudit(tx, {
      ...input.audit,
      action: 'subscription.grant',
      targetId: input.userId,
      data: {
        ...input.audit.data,
        subscriptionId: row.id,
        plan: input.planId,
        interval: input.interval,
        until: input.until.toISOString(),
        superseded: superseded.map((s) => s.id),
        roles,
      },
    });
    return row.id;
  });

/** Other running subscriptions of the member than `exceptId` (an extension may not make two current ones). */
export const countOtherLiveSubscriptions = async (db: Db, userId: string, exceptId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        inArray(userSubscriptions.status, LIVE),
        notInArray(userSubscriptions.id, [exceptId]),
      ),
    );
  return row?.n ?? 0;
};

/** Move the end of a subscription's period; it becomes (or stays) active; roles follow; audit-logged. */
export const extendSubscription = async (
  db: Db,
  input: {
    id: string;
    userId: string;
    /** The period's start as it is (a subscription that never had one starts now). */
    periodStart: Date | null;
    from: Date | null;
    until: Date;
    now: Date;
    audit: Omit<Audit, 'targetId' | 'action'>;
    syncRoles: RoleSync;
  },
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .update(userSubscriptions)
      .set({
        status: 'active',
        currentPeriodEnd: input.until,
        currentPeriodStart: input.periodStart ?? input.now,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        grantedBy: input.audit.actorId,
        updatedAt: input.now,
      })
      .where(eq(userSubscriptions.id, input.id));
    const roles = await input.syncRoles(tx);
    await insertAudit(tx, {
      ...input.audit,
      action: 'subscription.extend',
      targetId: input.userId,
      data: {
        ...input.audit.data,
        subscriptionId: input.id,
        from: input.from?.toISOString() ?? null,
        until: input.until.toISOString(),
        roles,
      },
    });
  });
