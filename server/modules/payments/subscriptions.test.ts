import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type { DashboardEventListResponse } from '../../../core/schemas/eventWrite';
import type {
  CheckoutStarted,
  ManageSubscriptionResult,
  MySubscriptions,
  SubscriptionView,
} from '../../../core/schemas/payments';
import { userRoles, userSubscriptions, users } from '../../db/schema';
import { runJobOnce } from '../../jobs/runner';
import { subscriptionRolesJob } from '../../jobs/subscriptionRoles';
import { signWebhookPayload, webhookSecretOf } from '../../integrations/payments';
import { type TestApp, createTestApp } from '../../test/app';
import { createEventAs } from '../../test/events';
import { callAs, signInAs } from '../../test/http';
import { emailDeliveriesOf, notificationsOf } from '../../test/notifications';
import { invoiceEvent, subscriptionEvent } from './testEvents';

/**
 * Subscriptions through HTTP into the real database: every status of spec §4 from webhooks with its roles,
 * an upgrade that lifts the monthly event limit at once, the manage actions, the sync endpoints and the
 * sync-expired-subscription-roles job.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;

const expectError = (res: { statusCode: number; json: () => unknown }, code: ErrorCode) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
};

const me = async (who: string): Promise<MySubscriptions> => {
  const res = await callAs(t, cookies[who] ?? null, 'GET', '/api/subscriptions/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MySubscriptions;
};

const roleRows = async (who: string) =>
  (
    await t.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, ids[who] ?? ''))
  ).map((r) => `${r.role}:${r.source}`);

/** Buy a plan on the test checkout; returns the new current subscription. */
const buy = async (who: string, plan: string, interval = 'year'): Promise<SubscriptionView> => {
  const res = await callAs(t, cookies[who] ?? null, 'POST', '/api/checkout/subscription', { plan, interval });
  expect(res.statusCode, res.body).toBe(201);
  const { sessionId } = res.json() as CheckoutStarted;
  const paid = await callAs(t, cookies[who] ?? null, 'POST', `/api/checkout/test/${sessionId}/complete`, {
    outcome: 'paid',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const current = (await me(who)).current;
  if (!current) throw new Error('no current subscription after paying');
  return current;
};

const deliver = async (event: object) => {
  const payload = JSON.stringify(event);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(payload, webhookSecretOf(t.config)),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const providerIdOf = async (subscriptionId: string): Promise<string> => {
  const [row] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, subscriptionId));
  return row?.providerSubscriptionId ?? '';
};

const manage = (who: string, body: object) =>
  callAs(t, cookies[who] ?? null, 'POST', '/api/subscriptions/manage', body);

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  const accounts = {
    org: 'organisatie@demo.kring.test',
    venue: 'locatie@demo.kring.test',
    pro: 'professional@demo.kring.test',
    participant: 'deelnemer@demo.kring.test',
    admin: 'admin@demo.kring.test',
  };
  for (const [who, email] of Object.entries(accounts)) {
    cookies[who] = await signInAs(t, email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    ids[who] = row?.id ?? '';
  }
});

afterAll(async () => {
  await t?.close();
});

describe('roles follow the plan at once', () => {
  it('an organisation upgraded to premium yearly (€115) can publish an 11th event this month', async () => {
    const plan = async () =>
      (
        (
          await callAs(t, cookies.org ?? null, 'GET', '/api/dashboard/events')
        ).json() as DashboardEventListResponse
      ).plan;
    const start = await plan();
    expect(start.limit).toBe(10);
    for (let n = start.publishedThisMonth; n < 10; n++)
      await createEventAs(t, cookies.org ?? '', { publish: true });
    const eleventh = await createEventAs(t, cookies.org ?? '');
    const refused = await callAs(
      t,
      cookies.org ?? null,
      'POST',
      `/api/dashboard/events/${eleventh.id}/publish`,
    );
    expectError(refused, 'event_plan_limit_reached');

    const premium = await buy('org', 'organization_premium');
    expect(premium).toMatchObject({ planId: 'organization_premium', status: 'active', nextAmount: 115 });
    expect(await roleRows('org')).toContain('organization_premium:subscription');
    expect(await roleRows('org')).not.toContain('organization:subscription');

    const published = await callAs(
      t,
      cookies.org ?? null,
      'POST',
      `/api/dashboard/events/${eleventh.id}/publish`,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect((await plan()).limit).toBeNull();
  });
});

describe('statuses of spec §4 from webhooks', () => {
  it('walks active → past_due → active (renewed) → canceled_at_period_end → active → canceled', async () => {
    const sub = await buy('venue', 'venue', 'half_year');
    const providerId = await providerIdOf(sub.id);
    expect(providerId).toMatch(/^sub_test_/);
    const now = new Date();
    const status = async () => (await me('venue')).subscriptions.find((s) => s.id === sub.id);

    await deliver(
      invoiceEvent(
        'invoice.payment_failed',
        {
          providerSubscriptionId: providerId,
          billingReason: 'subscription_cycle',
          amountPaid: 0,
          periodStart: now,
          periodEnd: now,
        },
        now,
      ),
    );
    expect((await status())?.status).toBe('past_due');
    expect(await roleRows('venue')).toContain('venue:subscription'); // grace period
    // Issue 15, in-app only: the purchase (plan active, payment received) and the failed renewal.
    const bell = async (kind: string) =>
      (await notificationsOf(t, ids.venue ?? '', kind)).filter((n) => n.data.subscription_id === sub.id);
    expect(await bell('subscription_changed')).toMatchObject([
      { actionUrl: '/dashboard/betalingen', data: { status: 'active' } },
    ]);
    expect((await notificationsOf(t, ids.venue ?? '', 'payment_received')).length).toBeGreaterThanOrEqual(1);
    expect(await bell('payment_failed')).toMatchObject([{ title: 'Betaling mislukt' }]);
    expect(await emailDeliveriesOf(t, ids.venue ?? '')).toHaveLength(0);

    const nextStart = new Date(now.getTime() + 180 * DAY);
    const nextEnd = new Date(now.getTime() + 360 * DAY);
    await deliver(
      invoiceEvent(
        'invoice.paid',
        {
          providerSubscriptionId: providerId,
          billingReason: 'subscription_cycle',
          amountPaid: 90.75,
          periodStart: nextStart,
          periodEnd: nextEnd,
        },
        now,
      ),
    );
    const renewed = await status();
    expect(renewed?.status).toBe('active');
    expect(renewed?.currentPeriodEnd).toBe(
      new Date(Math.floor(nextEnd.getTime() / 1000) * 1000).toISOString(),
    );

    const shape = { providerSubscriptionId: providerId, periodStart: nextStart, periodEnd: nextEnd };
    await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        { ...shape, status: 'active', cancelAtPeriodEnd: true },
        now,
      ),
    );
    expect(await status()).toMatchObject({
      status: 'canceled_at_period_end',
      cancelAtPeriodEnd: true,
      nextAmount: null,
    });
    expect(await roleRows('venue')).toContain('venue:subscription');

    await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        { ...shape, status: 'active', cancelAtPeriodEnd: false },
        now,
      ),
    );
    expect(await status()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await deliver(
      subscriptionEvent(
        'customer.subscription.deleted',
        { ...shape, status: 'canceled', cancelAtPeriodEnd: false },
        now,
      ),
    );
    expect((await status())?.status).toBe('canceled');
    const roles = await roleRows('venue');
    expect(roles.some((r) => r.startsWith('venue'))).toBe(false);
    expect((await me('venue')).roles).not.toContain('venue');
  });

  it('a plan change in the provider portal moves plan and interval (metadata) and the roles with it', async () => {
    const sub = await buy('venue', 'venue', 'year');
    expect(await roleRows('venue')).toContain('venue:subscription');
    const providerId = await providerIdOf(sub.id);
    const now = new Date();
    await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        {
          providerSubscriptionId: providerId,
          status: 'active',
          cancelAtPeriodEnd: false,
          periodStart: now,
          periodEnd: new Date(now.getTime() + 730 * DAY),
          metadata: { kring_plan: 'org-venue', kring_interval: '2y' },
        },
        now,
      ),
    );
    const mine = await me('venue');
    expect(mine.current).toMatchObject({ planId: 'org-venue', interval: '2y', isCombo: true });
    expect(await roleRows('venue')).toEqual(
      expect.arrayContaining(['venue:subscription', 'organization:subscription']),
    );
  });
});

describe('POST /api/subscriptions/manage', () => {
  it('cancels at period end and reactivates, with the §8 messages', async () => {
    const sub = (await me('org')).current as SubscriptionView;
    const canceled = await manage('org', { action: 'cancel', subscriptionId: sub.id });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      message: 'Abonnement geannuleerd',
      subscription: { status: 'canceled_at_period_end', cancelAtPeriodEnd: true },
    });
    expect(await roleRows('org')).toContain('organization_premium:subscription');
    expectError(
      await manage('org', { action: 'cancel', subscriptionId: sub.id }),
      'subscription_action_invalid',
    );

    const back = await manage('org', { action: 'reactivate', subscriptionId: sub.id });
    expect(back.json()).toMatchObject({
      message: 'Abonnement heractiveerd',
      subscription: { status: 'active' },
    });
    // The member acted themselves: the bell stays quiet about both.
    const told = (await notificationsOf(t, ids.org ?? '', 'subscription_changed')).filter(
      (n) => n.data.status === 'canceled_at_period_end',
    );
    expect(told).toHaveLength(0);
  });

  it('an upgrade charges the prorated difference through a checkout; a downgrade applies at once', async () => {
    const sub = (await me('org')).current as SubscriptionView;
    const up = await manage('org', { action: 'update', subscriptionId: sub.id, interval: 'two_years' });
    expect(up.statusCode, up.body).toBe(200);
    const url = (up.json() as ManageSubscriptionResult).url ?? '';
    expect(url).toMatch(/^\/checkout\/test\//);
    const sessionId = url.split('/').at(-1) ?? '';
    const session = (
      await callAs(t, cookies.org ?? null, 'GET', `/api/checkout/sessions/${sessionId}`)
    ).json();
    // 259 for two years minus the unused part of 115 paid for this year (almost all of it).
    expect(session.amount).toBeGreaterThan(259 - 115 - 1);
    expect(session.amount).toBeLessThan(259 - 115 + 1);
    await callAs(t, cookies.org ?? null, 'POST', `/api/checkout/test/${sessionId}/complete`, {
      outcome: 'paid',
    });
    expect((await me('org')).current).toMatchObject({ id: sub.id, interval: '2y', status: 'active' });

    const down = await manage('org', { action: 'update', subscriptionId: sub.id, plan: 'organization' });
    expect(down.json()).toMatchObject({
      message: 'Abonnement bijgewerkt',
      subscription: { planId: 'organization', interval: '2y' },
    });
    expect(await roleRows('org')).toContain('organization:subscription');
    expect(await roleRows('org')).not.toContain('organization_premium:subscription');
  });

  it('refuses other members, unknown plans and the portal on the test checkout', async () => {
    const sub = (await me('org')).current as SubscriptionView;
    expectError(
      await manage('participant', { action: 'cancel', subscriptionId: sub.id }),
      'subscription_not_found',
    );
    expectError(
      await manage('org', { action: 'update', subscriptionId: sub.id, plan: 'gold' }),
      'plan_not_found',
    );
    expectError(await manage('org', { action: 'create_portal_session' }), 'portal_unavailable');
    expectError(
      await callAs(t, null, 'POST', '/api/subscriptions/manage', { action: 'create_portal_session' }),
      'subscription_login_required',
    );
  });
});

describe('trial end without payment', () => {
  it('the job cancels the ended trial and removes its roles, once; manual roles stay', async () => {
    const trial = (await me('pro')).current as SubscriptionView;
    expect(trial.status).toBe('trialing');
    expect(await roleRows('pro')).toContain('professional:subscription');
    const adminRolesBefore = await roleRows('admin');
    const after = new Date(new Date(trial.trialEndsAt ?? Date.now()).getTime() + DAY);

    const first = await runJobOnce(t.db, subscriptionRolesJob, after);
    expect(first.ran).toBe(true);
    expect(first.affected).toBeGreaterThanOrEqual(2);
    expect((await me('pro')).subscriptions.find((s) => s.id === trial.id)?.status).toBe('canceled');
    expect(await roleRows('pro')).not.toContain('professional:subscription');
    expect(await roleRows('admin')).toEqual(adminRolesBefore);

    expect((await runJobOnce(t.db, subscriptionRolesJob, after)).affected).toBe(0);
  });

  it('sync endpoints answer with counts and the §8 login texts', async () => {
    const roles = await callAs(t, cookies.participant ?? null, 'POST', '/api/subscriptions/sync-roles');
    expect(roles.statusCode, roles.body).toBe(200);
    expect(roles.json()).toEqual({ rolesRemoved: 0, rolesAdded: 0, expiredSubscriptions: 0 });
    const status = await callAs(t, cookies.participant ?? null, 'POST', '/api/subscriptions/sync-status');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ updated: 0 });
    expect((await me('participant')).lastSyncedAt).not.toBeNull();
    expectError(await callAs(t, null, 'POST', '/api/subscriptions/sync-roles'), 'roles_sync_login_required');
    expectError(
      await callAs(t, null, 'POST', '/api/subscriptions/sync-status'),
      'subscription_sync_login_required',
    );
    const all = await callAs(t, cookies.admin ?? null, 'POST', '/api/subscriptions/sync-roles');
    expect(all.statusCode, all.body).toBe(200);
  });
});
