import { addInterval } from '../../../core/domain/payments';
import { AppError } from '../../../core/errors';
import type {
  AdminExtendBody,
  AdminGrantBody,
  AdminPaymentHistory,
  AdminSubscriptionPage,
  AdminSubscriptionQuery,
  AdminSubscriptionStats,
  SubscriptionView,
} from '../../../core/schemas/payments';
import type { z } from 'zod';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import {
  countOtherLiveSubscriptions,
  extendSubscription,
  grantSubscription,
  selectActivePlan,
  selectAdminSubscriptions,
  selectMemberExists,
  selectMemberInvoices,
  selectMemberSubscriptions,
  selectSubscriptionWithPlan,
} from './queriesAdmin';
import {
  selectCountsByStatus,
  selectCurrentMrr,
  selectMrrByMonth,
  selectTrialFigures,
} from './queriesAdminStats';
import { presentAdminSubscription, presentInvoice, presentSubscription } from './billingPresenter';
import { billingPolicy } from './policyBilling';
import { syncRolesForUser } from './roles';

/** Use cases of /admin/abonnementen (spec §2 admin, issue 14): every one admin-only. */

export const ADMIN_PAGE_SIZE = 20;
/** A member's history in the admin sheet: the newest of each (members rarely have more). */
const HISTORY_LIMIT = 50;

export const listSubscriptions = async (
  ctx: AppContext,
  actor: Actor,
  query: z.infer<typeof AdminSubscriptionQuery>,
): Promise<z.infer<typeof AdminSubscriptionPage>> => {
  ensure(billingPolicy.manageSubscriptions(actor), 'admin_only');
  const { rows, total } = await selectAdminSubscriptions(
    ctx.db,
    { status: query.status, plan: query.plan, q: query.q || undefined },
    ADMIN_PAGE_SIZE,
    (query.page - 1) * ADMIN_PAGE_SIZE,
  );
  return { items: rows.map(presentAdminSubscription), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
};

export const subscriptionStats = async (
  ctx: AppContext,
  actor: Actor,
): Promise<z.infer<typeof AdminSubscriptionStats>> => {
  ensure(billingPolicy.manageSubscriptions(actor), 'admin_only');
  const now = new Date();
  const [mrr, currentMrr, byStatus, trials] = await Promise.all([
    selectMrrByMonth(ctx.db, now),
    selectCurrentMrr(ctx.db, now),
    selectCountsByStatus(ctx.db),
    selectTrialFigures(ctx.db, now),
  ]);
  return { mrr, currentMrr, byStatus, trials };
};

export const memberPayments = async (
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<z.infer<typeof AdminPaymentHistory>> => {
  ensure(billingPolicy.manageSubscriptions(actor), 'admin_only');
  if (!(await selectMemberExists(ctx.db, userId))) throw new AppError('admin_user_not_found');
  const [subs, invoices] = await Promise.all([
    selectMemberSubscriptions(ctx.db, userId, HISTORY_LIMIT),
    selectMemberInvoices(ctx.db, userId, HISTORY_LIMIT),
  ]);
  return { subscriptions: subs.map(presentSubscription), invoices: invoices.map(presentInvoice) };
};

const loadView = async (ctx: AppContext, id: string): Promise<SubscriptionView> => {
  const row = await selectSubscriptionWithPlan(ctx.db, id);
  if (!row) throw new AppError('subscription_not_found');
  return presentSubscription(row);
};

/**
 * Give a member a plan by hand (a deal, a correction): their running subscription ends now, the new one is
 * active until `until` (default one interval), roles follow at once, and the audit log keeps who and why.
 */
export const grantPlan = async (
  ctx: AppContext,
  actor: Actor,
  body: z.infer<typeof AdminGrantBody>,
  ip: string,
): Promise<SubscriptionView> => {
  ensure(billingPolicy.manageSubscriptions(actor), 'admin_only');
  if (!(await selectMemberExists(ctx.db, body.userId))) throw new AppError('admin_user_not_found');
  const plan = await selectActivePlan(ctx.db, body.plan);
  if (!plan) throw new AppError('plan_not_found');
  const now = new Date();
  const until = body.until ? new Date(body.until) : addInterval(now, body.interval);
  if (until.getTime() <= now.getTime()) {
    throw new AppError('validation_failed', { fields: { until: 'Kies een datum in de toekomst.' } });
  }
  const id = await grantSubscription(ctx.db, {
    userId: body.userId,
    planId: plan.id,
    isCombo: plan.kind === 'combo',
    interval: body.interval,
    until,
    now,
    audit: { actorId: actor.userId, ip, data: { reason: body.reason } },
    syncRoles: (tx) => syncRolesForUser(tx, body.userId, now),
  });
  return loadView(ctx, id);
};

/**
 * Move the end of a subscription's period (it becomes active). Refused when the member has another running
 * subscription: extending this one would give them two current plans; grant instead.
 */
export const extendPlan = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: z.infer<typeof AdminExtendBody>,
  ip: string,
): Promise<SubscriptionView> => {
  ensure(billingPolicy.manageSubscriptions(actor), 'admin_only');
  const row = await selectSubscriptionWithPlan(ctx.db, id);
  if (!row) throw new AppError('subscription_not_found');
  const now = new Date();
  const until = new Date(body.until);
  if (until.getTime() <= now.getTime()) {
    throw new AppError('validation_failed', { fields: { until: 'Kies een datum in de toekomst.' } });
  }
  if ((await countOtherLiveSubscriptions(ctx.db, row.sub.userId, id)) > 0) {
    throw new AppError('subscription_action_invalid');
  }
  await extendSubscription(ctx.db, {
    id,
    userId: row.sub.userId,
    periodStart: row.sub.currentPeriodStart,
    from: row.sub.currentPeriodEnd,
    until,
    now,
    audit: { actorId: actor.userId, ip, data: { reason: body.reason } },
    syncRoles: (tx) => syncRolesForUser(tx, row.sub.userId, now),
  });
  return loadView(ctx, id);
};
