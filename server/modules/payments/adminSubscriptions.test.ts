import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, userSubscriptions, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';

/** /admin/abonnementen through HTTP: the table and its filters, the figures, a member's history, grant, extend. */
let t: TestApp;
let admin: string;
let memberId: string;

type Row = {
  id: string;
  userId: string;
  planId: string;
  status: string;
  memberEmail: string;
  currentPeriodEnd: string | null;
};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  admin = await signInAs(t, 'admin@demo.kring.test');
  const [member] = await t.db.select().from(users).where(eq(users.email, 'deelnemer@demo.kring.test'));
  memberId = member!.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('admin only', () => {
  it('refuses members and visitors', async () => {
    const member = await signInAs(t, 'organisatie@demo.kring.test');
    for (const url of [
      '/api/admin/subscriptions',
      '/api/admin/subscriptions/stats',
      `/api/admin/users/${memberId}/payments`,
    ]) {
      const res = await callAs(t, member, 'GET', url);
      expect([res.statusCode, errorOf(res).code]).toEqual([403, 'admin_only']);
      expect((await callAs(t, null, 'GET', url)).statusCode).toBe(401);
    }
    const grant = await callAs(t, member, 'POST', '/api/admin/subscriptions/grant', {
      userId: memberId,
      plan: 'organization',
      reason: 'Probeersel',
    });
    expect(grant.statusCode).toBe(403);
  });
});

describe('the table', () => {
  it('pages and filters by status, plan and name or e-mail', async () => {
    const all = (await callAs(t, admin, 'GET', '/api/admin/subscriptions')).json() as {
      items: Row[];
      total: number;
      pageSize: number;
    };
    expect(all.items.length).toBe(Math.min(all.total, all.pageSize));
    const trialing = (await callAs(t, admin, 'GET', '/api/admin/subscriptions?status=trialing')).json() as {
      items: Row[];
      total: number;
    };
    expect(trialing.total).toBeGreaterThan(0);
    expect(trialing.items.every((r) => r.status === 'trialing')).toBe(true);
    const premium = (
      await callAs(t, admin, 'GET', '/api/admin/subscriptions?plan=organization_premium')
    ).json() as { items: Row[] };
    expect(premium.items.length).toBeGreaterThan(0);
    expect(premium.items.every((r) => r.planId === 'organization_premium')).toBe(true);
    const found = (await callAs(t, admin, 'GET', '/api/admin/subscriptions?q=DEELNEMER%40demo')).json() as {
      items: Row[];
    };
    expect(found.items.map((r) => r.memberEmail)).toContain('deelnemer@demo.kring.test');
    expect(found.items.every((r) => r.memberEmail.includes('deelnemer@demo'))).toBe(true);
    const bad = await callAs(t, admin, 'GET', '/api/admin/subscriptions?status=betaald');
    expect([bad.statusCode, errorOf(bad).code]).toEqual([400, 'validation_failed']);
  });
});

describe('the figures', () => {
  it('give 12 months of MRR, the current MRR, counts by status and trial figures', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/subscriptions/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json() as {
      mrr: { month: string; amount: number }[];
      currentMrr: number;
      byStatus: { status: string; count: number }[];
      trials: { ended: number; converted: number; endingIn7Days: number };
    };
    expect(stats.mrr).toHaveLength(12);
    expect(stats.mrr.map((m) => m.month)).toEqual([...stats.mrr.map((m) => m.month)].sort());
    expect(stats.mrr.at(-1)?.amount).toBeGreaterThan(0);
    expect(stats.currentMrr).toBeGreaterThan(0);
    const counted = await t.db.select().from(userSubscriptions);
    expect(stats.byStatus.reduce((n, s) => n + s.count, 0)).toBe(counted.length);
    expect(stats.trials.converted).toBeLessThanOrEqual(stats.trials.ended);
  });

  it('count a trial that ends this week, and one that ended and converted', async () => {
    const before = (await callAs(t, admin, 'GET', '/api/admin/subscriptions/stats')).json() as {
      trials: { ended: number; converted: number; endingIn7Days: number };
    };
    const [someone] = await t.db.select().from(users).where(eq(users.email, 'multi@demo.kring.test'));
    const now = Date.now();
    await t.db.insert(userSubscriptions).values([
      {
        userId: someone!.id,
        planId: 'participant',
        status: 'trialing',
        trialEndsAt: new Date(now + 3 * DAY),
        createdAt: new Date(now - 30 * DAY),
      },
      {
        userId: someone!.id,
        planId: 'participant',
        status: 'canceled',
        trialEndsAt: new Date(now - 3 * DAY),
        createdAt: new Date(now - 40 * DAY),
      },
    ]);
    const after = (await callAs(t, admin, 'GET', '/api/admin/subscriptions/stats')).json() as typeof before;
    expect(after.trials.endingIn7Days).toBe(before.trials.endingIn7Days + 1);
    expect(after.trials.ended).toBe(before.trials.ended + 1);
  });
});

describe('grant and extend', () => {
  it('grants a plan: the old subscription ends, roles follow at once, the audit log says who and why', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/subscriptions/grant', {
      userId: memberId,
      plan: 'organization_premium',
      interval: '1y',
      reason: 'Partnerdeal gemeente',
    });
    expect(res.statusCode).toBe(200);
    const granted = res.json() as Row & { status: string; nextAmount: number | null; roles: string[] };
    expect(granted).toMatchObject({ planId: 'organization_premium', status: 'active', nextAmount: null });
    expect(granted.roles).toEqual(['organization_premium']);
    const subs = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, memberId));
    expect(subs.filter((s) => s.status === 'active').map((s) => s.id)).toEqual([granted.id]);
    expect(subs.find((s) => s.id === granted.id)?.grantedBy).not.toBeNull();
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, memberId));
    expect(roles.find((r) => r.role === 'organization_premium')?.source).toBe('subscription');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.grant'), eq(auditLog.targetId, memberId)));
    expect(audit?.data).toMatchObject({
      reason: 'Partnerdeal gemeente',
      plan: 'organization_premium',
      subscriptionId: granted.id,
    });
    const history = (await callAs(t, admin, 'GET', `/api/admin/users/${memberId}/payments`)).json() as {
      subscriptions: Row[];
      invoices: unknown[];
    };
    expect(history.subscriptions[0]?.id).toBe(granted.id);
    expect(history.subscriptions.length).toBe(subs.length);
  });

  it('extends a subscription to a later date, audit-logged; not into the past, not beside another running one', async () => {
    const [current] = await t.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, memberId), eq(userSubscriptions.status, 'active')));
    const until = new Date(Date.now() + 500 * DAY).toISOString();
    const res = await callAs(t, admin, 'POST', `/api/admin/subscriptions/${current!.id}/extend`, {
      until,
      reason: 'Compensatie storing',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row).currentPeriodEnd).toBe(until);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.extend'), eq(auditLog.targetId, memberId)));
    expect(audit?.data).toMatchObject({ reason: 'Compensatie storing', until, subscriptionId: current!.id });

    const past = await callAs(t, admin, 'POST', `/api/admin/subscriptions/${current!.id}/extend`, {
      until: new Date(Date.now() - DAY).toISOString(),
      reason: 'Terug in de tijd',
    });
    expect([past.statusCode, errorOf(past).code]).toEqual([400, 'validation_failed']);
    const [old] = await t.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, memberId), eq(userSubscriptions.status, 'canceled')));
    const beside = await callAs(t, admin, 'POST', `/api/admin/subscriptions/${old!.id}/extend`, {
      until,
      reason: 'Tweede',
    });
    expect([beside.statusCode, errorOf(beside).code]).toEqual([409, 'subscription_action_invalid']);
  });

  it('answers unknown plans, members and subscriptions and a missing reason in Dutch', async () => {
    const plan = await callAs(t, admin, 'POST', '/api/admin/subscriptions/grant', {
      userId: memberId,
      plan: 'goud',
      reason: 'Test',
    });
    expect([plan.statusCode, errorOf(plan).code]).toEqual([404, 'plan_not_found']);
    const who = await callAs(t, admin, 'POST', '/api/admin/subscriptions/grant', {
      userId: '00000000-0000-4000-8000-000000000000',
      plan: 'organization',
      reason: 'Test',
    });
    expect([who.statusCode, errorOf(who).code]).toEqual([404, 'admin_user_not_found']);
    const reason = await callAs(t, admin, 'POST', '/api/admin/subscriptions/grant', {
      userId: memberId,
      plan: 'organization',
      reason: '',
    });
    expect(reason.statusCode).toBe(400);
    const sub = await callAs(
      t,
      admin,
      'POST',
      '/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/extend',
      {
        until: new Date(Date.now() + DAY).toISOString(),
        reason: 'Test',
      },
    );
    expect([sub.statusCode, errorOf(sub).code]).toEqual([404, 'subscription_not_found']);
    const history = await callAs(
      t,
      admin,
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/payments',
    );
    expect(history.statusCode).toBe(404);
  });
});
