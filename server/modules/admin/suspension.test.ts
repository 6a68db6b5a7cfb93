import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { auditLog, profiles, sessions, userRoles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL, userIdOf } from '../../test/accounts';
import { callAs, post, signInAs } from '../../test/http';

let t: TestApp;
let admin = '';
const MEMBER = 'deelnemer@demo.kring.test';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('admin users list and detail', () => {
  it('pages accounts and searches by name or e-mail', async () => {
    const page = await callAs(t, admin, 'GET', '/api/admin/users?pageSize=3');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { items: unknown[]; total: number; page: number; pageSize: number };
    expect(body.items).toHaveLength(3);
    expect(body.total).toBeGreaterThan(7);
    expect(body).toMatchObject({ page: 1, pageSize: 3 });

    const search = (await callAs(t, admin, 'GET', '/api/admin/users?q=DEELNEMER@demo')).json() as {
      items: Array<{ email: string; roles: string[]; suspendedAt: string | null }>;
    };
    expect(search.items.map((u) => u.email)).toEqual([MEMBER]);
    expect(search.items[0]?.roles).toContain('participant');
    expect(search.items[0]?.suspendedAt).toBeNull();

    const byName = (await callAs(t, admin, 'GET', '/api/admin/users?q=annemiek')).json() as {
      items: Array<{ email: string; roles: string[] }>;
    };
    expect(byName.items[0]).toMatchObject({ email: ADMIN_EMAIL });
    expect(byName.items[0]?.roles).toContain('admin');
  });

  it('shows one account with what this admin may do', async () => {
    const id = await userIdOf(t, admin, MEMBER);
    const res = await callAs(t, admin, 'GET', `/api/admin/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: MEMBER,
      abilities: { suspend: true, reinstate: false, impersonate: true },
    });
    const self = await callAs(t, admin, 'GET', `/api/admin/users/${await userIdOf(t, admin, ADMIN_EMAIL)}`);
    expect(self.json()).toMatchObject({ abilities: { suspend: false, impersonate: false } });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ERRORS.admin_user_not_found.message);
  });

  it('refuses other roles with the admin-only message', async () => {
    const member = await signInAs(t, 'organisatie@demo.kring.test');
    const res = await callAs(t, member, 'GET', '/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'admin_only', message: ERRORS.admin_only.message });
  });
});

describe('suspension', () => {
  let memberId = '';

  it('ends every session at once and stores the reason', async () => {
    memberId = await userIdOf(t, admin, MEMBER);
    const phone = await signInAs(t, MEMBER);
    const laptop = await signInAs(t, MEMBER);
    expect((await callAs(t, phone, 'GET', '/api/me/roles')).statusCode).toBe(200);

    const res = await callAs(t, admin, 'POST', `/api/admin/users/${memberId}/suspend`, {
      reason: 'Spam in het forum',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      suspensionReason: 'Spam in het forum',
      activeSessions: 0,
      abilities: { suspend: false, reinstate: true, impersonate: false },
    });
    expect(res.json().suspendedAt).toEqual(expect.any(String));

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
    for (const cookie of [phone, laptop]) {
      const after = await callAs(t, cookie, 'GET', '/api/me/roles');
      expect(after.statusCode).toBe(401);
      expect((await callAs(t, cookie, 'GET', '/api/session')).json()).toEqual({ user: null });
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, memberId));
    expect(user).toMatchObject({ banned: true, banReason: 'Spam in het forum' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(profile?.suspensionReason).toBe('Spam in het forum');
    expect(profile?.suspendedAt).toBeInstanceOf(Date);
  });

  it('turns the next sign-in away with the suspended message', async () => {
    const res = await post(t, '/api/auth/sign-in', { email: MEMBER, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'account_suspended',
      message: ERRORS.account_suspended.message,
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
  });

  it('reinstates: the member signs in again', async () => {
    const res = await callAs(t, admin, 'POST', `/api/admin/users/${memberId}/reinstate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      suspendedAt: null,
      suspensionReason: null,
      abilities: { suspend: true },
    });
    const signIn = await post(t, '/api/auth/sign-in', { email: MEMBER, password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, memberId));
    expect(user).toMatchObject({ banned: false, banReason: null });
  });

  it('writes both actions to the audit log, shown in the account history', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, memberId)));
    expect(rows.map((r) => r.action).sort()).toEqual(['user.reinstate', 'user.suspend']);
    expect(rows.find((r) => r.action === 'user.suspend')?.data).toMatchObject({
      reason: 'Spam in het forum',
      sessionsEnded: 2,
      before: { suspended: false, reason: null },
      after: { suspended: true, reason: 'Spam in het forum' },
    });
    expect(rows.find((r) => r.action === 'user.reinstate')?.data).toMatchObject({
      before: { suspended: true, reason: 'Spam in het forum' },
      after: { suspended: false, reason: null },
    });
    const detail = (await callAs(t, admin, 'GET', `/api/admin/users/${memberId}`)).json() as {
      history: Array<{ action: string; actorName: string | null; reason: string | null }>;
    };
    expect(detail.history.map((h) => h.action)).toEqual(['user.reinstate', 'user.suspend']);
    expect(detail.history[1]).toMatchObject({ actorName: 'Annemiek de Wit', reason: 'Spam in het forum' });
  });

  it('needs a reason', async () => {
    const res = await callAs(t, admin, 'POST', `/api/admin/users/${memberId}/suspend`, { reason: ' ' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses yourself and other admins, in Dutch', async () => {
    const adminId = await userIdOf(t, admin, ADMIN_EMAIL);
    const self = await callAs(t, admin, 'POST', `/api/admin/users/${adminId}/suspend`, {
      reason: 'Test zelf',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('Je kunt je eigen account niet schorsen.');

    // A second admin: give a member the admin role.
    const otherId = await userIdOf(t, admin, 'organisatie@demo.kring.test');
    await t.db.insert(userRoles).values({ userId: otherId, role: 'admin', contextType: 'global' });
    const other = await callAs(t, admin, 'POST', `/api/admin/users/${otherId}/suspend`, {
      reason: 'Test admin',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Je kunt geen andere beheerder schorsen.');
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, otherId), eq(userRoles.role, 'admin')));
  });
});
