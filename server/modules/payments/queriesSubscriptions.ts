import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../core/domain/payments';
import type { Role } from '../../../core/domain/roles';
import { type Db, executeRows } from '../../db/client';
import { bundleSubscriptions, subscriptionRenewals, userRoles, userSubscriptions } from '../../db/schema';

/** Subscriptions, bundles, renewals and the subscription-sourced roles: all their SQL. */

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
export type SubscriptionValues = Partial<typeof userSubscriptions.$inferInsert>;

/** Statuses a newer subscription supersedes (the trial, another plan): they become canceled. */
const LIVE: SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'canceled_at_period_end'];

export const selectUserSubscriptions = async (db: Db, userId: string): Promise<SubscriptionRow[]> =>
  db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(100);

export const selectSubscription = async (db: Db, id: string): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id)).limit(1);
  return row ?? null;
};

/** The row behind a provider subscription id, locked for this transaction's transition. */
export const lockSubscriptionByProviderId = async (
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const lockSubscription = async (db: Db, id: string): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const insertSubscription = async (
  db: Db,
  values: typeof userSubscriptions.$inferInsert,
): Promise<SubscriptionRow> => {
  const [row] = await db.insert(userSubscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
};

/** Change one subscription; with `from`, only while its status is one of those (null when it was not). */
export const updateSubscription = async (
  db: Db,
  id: string,
  values: SubscriptionValues,
  from?: SubscriptionStatus[],
): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .update(userSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userSubscriptions.id, id), from ? inArray(userSubscriptions.status, from) : undefined))
    .returning();
  return row ?? null;
};

/** A new subscription supersedes the member's others: canceled now. Returns them (for the provider). */
export const supersedeSubscriptions = async (
  db: Db,
  userId: string,
  keepId: string,
  now: Date,
): Promise<SubscriptionRow[]> =>
  db
    .update(userSubscriptions)
    .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        ne(userSubscriptions.id, keepId),
        inArray(userSubscriptions.status, LIVE),
      ),
    )
    .returning();

/** The member's bundle rows follow their subscription: one live row for a combo, none otherwise. */
export const replaceBundle = async (
  db: Db,
  userId: string,
  bundle: {
    bundleId: string;
    interval: SubscriptionRow['interval'];
    status: SubscriptionStatus;
    currentPeriodEnd: Date | null;
    providerSubscriptionId: string | null;
  } | null,
  now: Date,
): Promise<void> => {
  await db
    .update(bundleSubscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(bundleSubscriptions.userId, userId), ne(bundleSubscriptions.status, 'canceled')));
  if (bundle) await db.insert(bundleSubscriptions).values({ userId, ...bundle });
};

/** Keep the live bundle row of a combo subscription in step with its status and period. */
export const updateBundleOf = async (db: Db, sub: SubscriptionRow): Promise<void> => {
  if (!sub.bundleId) return;
  await db
    .update(bundleSubscriptions)
    .set({ status: sub.status, currentPeriodEnd: sub.currentPeriodEnd, updatedAt: new Date() })
    .where(
      and(
        eq(bundleSubscriptions.userId, sub.userId),
        eq(bundleSubscriptions.bundleId, sub.bundleId),
        ne(bundleSubscriptions.status, 'canceled'),
      ),
    );
};

export const selectBundleRows = async (db: Db, userId: string) =>
  db
    .select()
    .from(bundleSubscriptions)
    .where(eq(bundleSubscriptions.userId, userId))
    .orderBy(desc(bundleSubscriptions.createdAt))
    .limit(50);

// ---- roles ---------------------------------------------------------------------------------------------

export const selectGlobalRoles = async (db: Db, userId: string) =>
  db
    .select({ role: userRoles.role, source: userRoles.source })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.contextType, 'global')));

export const insertSubscriptionRoles = async (db: Db, userId: string, roles: Role[]): Promise<number> => {
  if (roles.length === 0) return 0;
  const rows = await db
    .insert(userRoles)
    .values(
      roles.map((role) => ({
        userId,
        role,
        contextType: 'global' as const,
        source: 'subscription' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return rows.length;
};

/** Remove roles the subscriptions granted; rows with source 'manual' are never touched. */
export const deleteSubscriptionRoles = async (db: Db, userId: string, roles: Role[]): Promise<number> => {
  if (roles.length === 0) return 0;
  const rows = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.contextType, 'global'),
        eq(userRoles.source, 'subscription'),
        inArray(userRoles.role, roles),
      ),
    )
    .returning({ id: userRoles.id });
  return rows.length;
};

/** Every member who has a subscription or a subscription-sourced role (the admin's sync of all members). */
export const selectMembersToSync = async (db: Db): Promise<string[]> => {
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`select user_id from user_subscriptions
        union
        select user_id from user_roles where source = 'subscription'`,
  );
  return rows.map((r) => r.user_id);
};

// ---- renewals ------------------------------------------------------------------------------------------

export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

export const insertRenewal = async (
  db: Db,
  values: typeof subscriptionRenewals.$inferInsert,
): Promise<RenewalRow> => {
  const [row] = await db.insert(subscriptionRenewals).values(values).returning();
  if (!row) throw new Error('renewal not inserted');
  return row;
};

export const selectRenewal = async (db: Db, id: string): Promise<RenewalRow | null> => {
  const [row] = await db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.id, id)).limit(1);
  return row ?? null;
};

export const markRenewalUsed = async (db: Db, id: string, now: Date): Promise<void> => {
  await db
    .update(subscriptionRenewals)
    .set({ usedAt: now })
    .where(and(eq(subscriptionRenewals.id, id), sql`${subscriptionRenewals.usedAt} is null`));
};

// ---- expiry by dates -----------------------------------------------------------------------------------

/**
 * Trials past their end without payment, and canceled_at_period_end subscriptions past their period, become
 * canceled. One conditional UPDATE … WHERE status = old RETURNING: two runs (or two instances) can never
 * both move the same row. Optionally for one member only.
 */
export const expireEndedSubscriptions = async (
  db: Db,
  now: Date,
  userId?: string,
): Promise<{ id: string; userId: string }[]> => {
  // Raw fragments bind as text on postgres.js: pass the instant as an ISO string with a cast.
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .update(userSubscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now, lastSyncedAt: now })
    .where(
      and(
        userId ? eq(userSubscriptions.userId, userId) : undefined,
        sql`((${userSubscriptions.status} = 'trialing'
               and coalesce(${userSubscriptions.trialEndsAt}, ${userSubscriptions.currentPeriodEnd}) <= ${at})
          or (${userSubscriptions.status} = 'canceled_at_period_end'
               and ${userSubscriptions.currentPeriodEnd} <= ${at}))`,
      ),
    )
    .returning({ id: userSubscriptions.id, userId: userSubscriptions.userId });
};

export const touchSyncedAt = async (db: Db, userId: string, now: Date): Promise<void> => {
  await db.update(userSubscriptions).set({ lastSyncedAt: now }).where(eq(userSubscriptions.userId, userId));
};

// ---- reminders -----------------------------------------------------------------------------------------

export type ReminderTarget = {
  id: string;
  userId: string;
  planId: string;
  interval: SubscriptionRow['interval'];
  status: SubscriptionStatus;
  endsAt: Date;
  email: string;
  name: string;
};

/**
 * Claim the subscriptions due for the `days` reminder (trial end, or the end of a canceled period, within
 * that many days but not yet within the next reminder's) by setting reminded_{days}_at in one conditional
 * UPDATE … WHERE reminded_{days}_at IS NULL RETURNING: each reminder is claimed once, whoever runs.
 */
export const claimReminders = async (
  db: Db,
  days: 7 | 1,
  now: Date,
  limit: number,
): Promise<ReminderTarget[]> => {
  const column = days === 7 ? sql.raw('reminded_7_at') : sql.raw('reminded_1_at');
  const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const upper = instant(new Date(now.getTime() + days * 86_400_000));
  const lower = instant(days === 7 ? new Date(now.getTime() + 86_400_000) : now);
  const claimedAt = instant(now);
  return executeRows<ReminderTarget>(
    db,
    sql`with due as (
          select s.id,
                 case when s.status = 'trialing' then coalesce(s.trial_ends_at, s.current_period_end)
                      else s.current_period_end end as ends_at
          from user_subscriptions s
          where s.status in ('trialing', 'canceled_at_period_end') and s.${column} is null
        ), claimed as (
          update user_subscriptions s set ${column} = ${claimedAt}
          from due
          where s.id = due.id and s.${column} is null
            and due.ends_at > ${lower} and due.ends_at <= ${upper}
            and s.id in (select due.id from due where due.ends_at > ${lower} and due.ends_at <= ${upper}
                         order by due.ends_at limit ${limit})
          returning s.id, s.user_id, s.plan_id, s.interval, s.status, due.ends_at
        )
        select c.id, c.user_id as "userId", c.plan_id as "planId", c.interval, c.status,
               c.ends_at as "endsAt", u.email, coalesce(p.full_name, u.name) as name
        from claimed c join users u on u.id = c.user_id left join profiles p on p.id = c.user_id`,
  ).then((rows) => rows.map((r) => ({ ...r, endsAt: new Date(r.endsAt) })));
};
