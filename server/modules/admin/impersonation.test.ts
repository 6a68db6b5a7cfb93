import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { auditLog, impersonationSessions, sessions, userRoles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL, userIdOf } from '../../test/accounts';
import { callAs, mergeCookies, signInAs } from '../../test/http';

let t: TestApp;
let admin = '';
let adminId = '';
let targetId = '';
const TARGET = 'deelnemer@demo.kring.test';

type SessionBody = {
  user: {
    id: string;
    email: string;
    impersonation?: { adminName: string; targetName: string; expiresAt: string };
  };
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  adminId = await userIdOf(t, admin, ADMIN_EMAIL);
  targetId = await userIdOf(t, admin, TARGET);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const start = async (body: Record<string, unknown>) => {
  const res = await callAs(t, admin, 'POST', '/api/admin/impersonate', body);
  return { res, cookie: mergeCookies(admin, res) };
};

describe('impersonation', () => {
  let viewing = '';

  it('starts: the session is the target, with who, by whom and until when', async () => {
    const before = Date.now();
    const { res, cookie } = await start({ targetUserId: targetId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: targetId, email: TARGET } });
    const expiresAt = Date.parse(res.json().expiresAt as string);
    expect(expiresAt - before).toBeGreaterThan(59 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies.find((c) => c.startsWith('kring.admin_session='))).toMatch(/HttpOnly/);
    expect(setCookies.find((c) => c.startsWith('kring.admin_session='))).toMatch(/SameSite=Lax/);
    viewing = cookie;

    const session = (await callAs(t, viewing, 'GET', '/api/session')).json() as SessionBody;
    expect(session.user).toMatchObject({ id: targetId, email: TARGET });
    expect(session.user.impersonation).toMatchObject({ adminName: 'Annemiek de Wit' });
    expect(Date.parse(session.user.impersonation?.expiresAt ?? '')).toBe(expiresAt);
    // Using the session does not stretch the hour to better-auth's usual 30 days.
    const [row] = await t.db.select().from(sessions).where(eq(sessions.impersonatedBy, adminId));
    expect(row?.expiresAt.getTime()).toBe(expiresAt);
  });

  it('records the start with the default reason', async () => {
    const [row] = await t.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.targetUserId, targetId));
    expect(row).toMatchObject({ adminUserId: adminId, reason: 'Admin debugging', endedAt: null });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetId, targetId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, data: { reason: 'Admin debugging' } });
  });

  it('cannot touch the target’s two-factor settings', async () => {
    for (const [method, url] of [
      ['POST', '/api/me/two-factor/enroll'],
      ['DELETE', '/api/me/two-factor'],
    ] as const) {
      const res = await callAs(t, viewing, method, url, { password: 'kring-demo-2026' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'impersonation_forbidden',
        message: ERRORS.impersonation_forbidden.message,
      });
    }
  });

  it('cannot use admin endpoints, even though an admin is behind it', async () => {
    for (const url of ['/api/admin/users', '/api/admin/email-logs']) {
      const res = await callAs(t, viewing, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('admin_only');
    }
    const again = await callAs(t, viewing, 'POST', '/api/admin/impersonate', { targetUserId: targetId });
    expect(again.statusCode).toBe(403);
  });

  it('stops: the admin is back, the impersonation is closed and logged', async () => {
    const res = await callAs(t, viewing, 'POST', '/api/admin/impersonate/stop');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ restored: true });
    const back = mergeCookies(viewing, res);
    expect(back).not.toContain('kring.admin_session');
    expect(back).not.toContain('kring.dont_remember');
    const session = (await callAs(t, back, 'GET', '/api/session')).json() as SessionBody;
    expect(session.user).toMatchObject({ id: adminId });
    expect(session.user.impersonation).toBeUndefined();
    expect((await callAs(t, back, 'GET', '/api/admin/users')).statusCode).toBe(200);

    // The impersonation session itself is gone: the old cookie no longer works.
    expect((await callAs(t, viewing, 'GET', '/api/session')).json()).toEqual({ user: null });
    const [row] = await t.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.targetUserId, targetId));
    expect(row?.endedAt).toBeInstanceOf(Date);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.stop'));
    expect(audit[0]).toMatchObject({ actorId: adminId, targetId, data: { restored: true } });
  });

  it('stop is only for an impersonation session', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/impersonate/stop');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_impersonating');
  });

  it('respects the expiry', async () => {
    const { res, cookie } = await start({ targetUserId: targetId, reason: 'Melding #42 nakijken' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(impersonationSessions)
      .where(
        and(
          eq(impersonationSessions.targetUserId, targetId),
          eq(impersonationSessions.reason, 'Melding #42 nakijken'),
        ),
      );
    expect(row).toBeDefined();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.impersonatedBy, adminId));
    expect((await callAs(t, cookie, 'GET', '/api/session')).json()).toEqual({ user: null });
    expect((await callAs(t, cookie, 'GET', '/api/me/roles')).statusCode).toBe(401);
    // The admin's own session was never touched.
    expect((await callAs(t, admin, 'GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it('refuses yourself, other admins, suspended and unknown accounts', async () => {
    const self = await callAs(t, admin, 'POST', '/api/admin/impersonate', { targetUserId: adminId });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(ERRORS.admin_cannot_impersonate_self.message);

    const otherId = await userIdOf(t, admin, 'organisatie@demo.kring.test');
    await t.db.insert(userRoles).values({ userId: otherId, role: 'admin', contextType: 'global' });
    const other = await callAs(t, admin, 'POST', '/api/admin/impersonate', { targetUserId: otherId });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Je kunt niet meekijken als een andere beheerder.');
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, otherId), eq(userRoles.role, 'admin')));

    await callAs(t, admin, 'POST', `/api/admin/users/${targetId}/suspend`, { reason: 'Test schorsing' });
    const suspended = await callAs(t, admin, 'POST', '/api/admin/impersonate', { targetUserId: targetId });
    expect(suspended.statusCode).toBe(409);
    await callAs(t, admin, 'POST', `/api/admin/users/${targetId}/reinstate`);

    const unknown = await callAs(t, admin, 'POST', '/api/admin/impersonate', {
      targetUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('returns to a signed-out browser when the admin session ended meanwhile', async () => {
    const freshAdmin = await signInAs(t, ADMIN_EMAIL);
    const res = await callAs(t, freshAdmin, 'POST', '/api/admin/impersonate', { targetUserId: targetId });
    const cookie = mergeCookies(freshAdmin, res);
    const adminToken = decodeURIComponent(freshAdmin.split('=')[1] ?? '').split('.')[0] ?? '';
    await t.db.delete(sessions).where(eq(sessions.token, adminToken));
    const stop = await callAs(t, cookie, 'POST', '/api/admin/impersonate/stop');
    expect(stop.json()).toEqual({ restored: false });
    expect((await callAs(t, mergeCookies(cookie, stop), 'GET', '/api/session')).json()).toEqual({
      user: null,
    });
  });
});
