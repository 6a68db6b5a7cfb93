import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type { CheckoutSessionView, CheckoutStarted, MySubscriptions } from '../../../core/schemas/payments';
import { checkoutSessions, userRoles, userSubscriptions, users, webhookEvents } from '../../db/schema';
import { checkoutExpiryJob } from '../../jobs/checkoutExpiry';
import { runJobOnce } from '../../jobs/runner';
import { createLogger } from '../../http/logger';
import { LogErrorReporter } from '../../integrations/errors';
import { signWebhookPayload, webhookSecretOf } from '../../integrations/payments';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

/**
 * The checkout core through HTTP into the real database: webhook signatures (missing, forged, stale),
 * replay (one effect), and the built-in test checkout's paid, failed and cancelled paths.
 */

let t: TestApp;
let org: string; // organisatie@: active 'organization' plan
let participant: string; // deelnemer@: participant trial
let admin: string;
let orgId: string;

const expectError = (res: { statusCode: number; json: () => unknown }, code: ErrorCode) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
};

const startCheckout = async (cookie: string, plan: string, interval = 'year'): Promise<CheckoutStarted> => {
  const res = await callAs(t, cookie, 'POST', '/api/checkout/subscription', { plan, interval });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutStarted;
};

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

const completedEvent = (sessionId: string, eventId: string) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${eventId}`,
        object: 'checkout.session',
        client_reference_id: sessionId,
        payment_status: 'paid',
        customer: 'cus_test_replay',
        subscription: `sub_test_${eventId}`,
      },
    },
  });

const rolesOf = async (userId: string) =>
  (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => `${r.role}:${r.source}`,
  );

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  [org, participant, admin] = await Promise.all([
    signInAs(t, 'organisatie@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, 'admin@demo.kring.test'),
  ]);
  const [row] = await t.db.select().from(users).where(eq(users.email, 'organisatie@demo.kring.test'));
  orgId = row?.id ?? '';
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/checkout/subscription', () => {
  it('needs a login, a known plan and a valid interval', async () => {
    expectError(
      await callAs(t, null, 'POST', '/api/checkout/subscription', { plan: 'organization', interval: 'year' }),
      'checkout_login_required',
    );
    expectError(
      await callAs(t, org, 'POST', '/api/checkout/subscription', { plan: 'gold', interval: 'year' }),
      'plan_not_found',
    );
    const bad = await callAs(t, org, 'POST', '/api/checkout/subscription', {
      plan: 'venue',
      interval: 'week',
    });
    expect(bad.statusCode).toBe(400);
    expectError(
      await callAs(t, org, 'POST', '/api/checkout/subscription', { plan: 'organization', interval: 'year' }),
      'subscription_already_active',
    );
  });

  it('opens a test checkout with the amounts excl. and incl. VAT, readable by the buyer and admins only', async () => {
    const started = await startCheckout(org, 'organization_premium');
    expect(started.url).toBe(`/checkout/test/${started.sessionId}`);
    const view = await callAs(t, org, 'GET', `/api/checkout/sessions/${started.sessionId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      kind: 'subscription',
      status: 'open',
      provider: 'test',
      planId: 'organization_premium',
      interval: '1y',
      amount: 115,
      vatAmount: 24.15,
      total: 139.15,
      successUrl: `/checkout-success?session=${started.sessionId}`,
    } satisfies Partial<CheckoutSessionView>);
    expect((await callAs(t, admin, 'GET', `/api/checkout/sessions/${started.sessionId}`)).statusCode).toBe(
      200,
    );
    expectError(
      await callAs(t, participant, 'GET', `/api/checkout/sessions/${started.sessionId}`),
      'checkout_forbidden',
    );
    expectError(
      await callAs(t, participant, 'POST', `/api/checkout/test/${started.sessionId}/complete`, {
        outcome: 'paid',
      }),
      'checkout_forbidden',
    );
  });
});

describe('the built-in test checkout', () => {
  it('paid: the subscription is active, the old one superseded, roles follow at once', async () => {
    const started = await startCheckout(org, 'organization_premium');
    const res = await callAs(t, org, 'POST', `/api/checkout/test/${started.sessionId}/complete`, {
      outcome: 'paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: `/checkout-success?session=${started.sessionId}` });

    const me = (await callAs(t, org, 'GET', '/api/subscriptions/me')).json() as MySubscriptions;
    expect(me.current).toMatchObject({ planId: 'organization_premium', status: 'active', isPremium: true });
    expect(me.subscriptions.filter((s) => s.planId === 'organization')[0]?.status).toBe('canceled');
    expect(me.roles).toContain('organization_premium');
    expect(me.roles).not.toContain('organization');
    expect(await rolesOf(orgId)).toContain('organization_premium:subscription');

    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, started.sessionId));
    expect(session?.status).toBe('completed');
    // Completing twice is refused: the session is closed.
    expectError(
      await callAs(t, org, 'POST', `/api/checkout/test/${started.sessionId}/complete`, { outcome: 'paid' }),
      'checkout_session_closed',
    );
  });

  it('failed: the session fails, nothing changes, the buyer goes back with checkout=failed', async () => {
    const started = await startCheckout(participant, 'organization', 'half_year');
    const res = await callAs(t, participant, 'POST', `/api/checkout/test/${started.sessionId}/complete`, {
      outcome: 'failed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      redirectUrl: '/checkout?plan=organization&interval=half_year&checkout=failed',
    });
    const view = (await callAs(t, participant, 'GET', `/api/checkout/sessions/${started.sessionId}`)).json();
    expect((view as CheckoutSessionView).status).toBe('failed');
    const me = (await callAs(t, participant, 'GET', '/api/subscriptions/me')).json() as MySubscriptions;
    expect(me.roles).not.toContain('organization');
  });

  it('cancel: the session is canceled and can no longer be paid', async () => {
    const started = await startCheckout(participant, 'venue', 'two_years');
    const res = await callAs(t, participant, 'POST', `/api/checkout/test/${started.sessionId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/checkout?plan=venue&interval=two_years&checkout=canceled' });
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, started.sessionId));
    expect(row?.status).toBe('canceled');
    expectError(
      await callAs(t, participant, 'POST', `/api/checkout/test/${started.sessionId}/complete`, {
        outcome: 'paid',
      }),
      'checkout_session_closed',
    );
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a missing, forged or stale signature with 400 webhook_signature_invalid', async () => {
    const started = await startCheckout(participant, 'professional');
    const payload = completedEvent(started.sessionId, 'evt_forged');
    const secret = webhookSecretOf(t.config);
    expectError(await webhook(payload), 'webhook_signature_invalid');
    expectError(
      await webhook(payload, signWebhookPayload(payload, 'whsec_not_ours')),
      'webhook_signature_invalid',
    );
    const stale = signWebhookPayload(payload, secret, Math.floor(Date.now() / 1000) - 301);
    expectError(await webhook(payload, stale), 'webhook_signature_invalid');
    // A body changed after signing is forged too.
    const signed = signWebhookPayload(payload, secret);
    expectError(await webhook(payload.replace('paid', 'PAID'), signed), 'webhook_signature_invalid');
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, started.sessionId));
    expect(row?.status).toBe('open');
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.providerEventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('processes a signed event once: the same event twice has one effect', async () => {
    const started = await startCheckout(participant, 'professional');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'deelnemer@demo.kring.test'));
    const payload = completedEvent(started.sessionId, 'evt_replay_1');
    const secret = webhookSecretOf(t.config);
    const first = await webhook(payload, signWebhookPayload(payload, secret));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await webhook(payload, signWebhookPayload(payload, secret));
    expect(second.statusCode).toBe(200);

    const subs = await t.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, user?.id ?? ''), eq(userSubscriptions.planId, 'professional')));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', providerSubscriptionId: 'sub_test_evt_replay_1' });
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.providerEventId, 'evt_replay_1'));
    expect(events).toHaveLength(1);
    expect(events[0]?.processedAt).not.toBeNull();
    expect(await rolesOf(user?.id ?? '')).toContain('professional:subscription');
  });

  it('keeps the JSON parser for other routes (text bodies are still 415 elsewhere)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/subscription',
      payload: 'plan=organization',
      headers: { 'content-type': 'text/plain', origin: t.config.publicUrl, cookie: org },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('checkout-expiry job', () => {
  it('expires open sessions past expires_at once, however often it runs', async () => {
    const started = await startCheckout(participant, 'venue');
    const logger = createLogger(t.config);
    const job = checkoutExpiryJob({
      config: t.config,
      handlers: {},
      logger,
      reporter: new LogErrorReporter(logger),
    });
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    const first = await runJobOnce(t.db, job, later);
    expect(first.ran).toBe(true);
    expect(first.affected).toBeGreaterThanOrEqual(1);
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, started.sessionId));
    expect(row?.status).toBe('expired');
    expect((await runJobOnce(t.db, job, later)).affected).toBe(0);
    expectError(
      await callAs(t, participant, 'POST', `/api/checkout/test/${started.sessionId}/complete`, {
        outcome: 'paid',
      }),
      'checkout_session_closed',
    );
  });
});
