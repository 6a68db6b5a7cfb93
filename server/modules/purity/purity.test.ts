import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurityCheckId, PurityReport } from '../../../core/schemas/purity';
import { auditLog, events, profileUsers, profiles, userRoles, users } from '../../db/schema';
import { ADMIN_EMAIL, PARTICIPANT_EMAIL, createSignedInTestApp } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { insertEvent, insertOrganization, insertUser } from '../../test/fixtures';
import { callAs, errorOf } from '../../test/http';

let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  ({ t, admin, participant } = await createSignedInTestApp({
    admin: ADMIN_EMAIL,
    participant: PARTICIPANT_EMAIL,
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const run = async (userId: string): Promise<PurityReport> => {
  const res = await callAs(t, admin, 'GET', `/api/admin/users/${userId}/purity-test`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const repair = (userId: string, check: string) =>
  callAs(t, admin, 'POST', `/api/admin/users/${userId}/purity-test/repair`, { check });
const finding = (report: PurityReport, check: PurityCheckId) =>
  report.findings.find((f) => f.check === check)!;
const audits = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'purity.repair'), eq(auditLog.targetId, userId)));

/** A verified member with a profile and nothing else: every check ok. */
const cleanMember = async () => {
  const user = await insertUser(t.db);
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
};

describe('purity test', () => {
  it('refuses anonymous (401) and non-admins (403), 404 for an unknown account, 400 for a bad check', async () => {
    const { id } = await cleanMember();
    expect((await callAs(t, null, 'GET', `/api/admin/users/${id}/purity-test`)).statusCode).toBe(401);
    const refused = await callAs(t, participant, 'GET', `/api/admin/users/${id}/purity-test`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('admin_only');
    const repairRefused = await callAs(t, participant, 'POST', `/api/admin/users/${id}/purity-test/repair`, {
      check: 'profile_row',
    });
    expect(repairRefused.statusCode).toBe(403);
    const missing = await callAs(t, admin, 'GET', `/api/admin/users/${randomUUID()}/purity-test`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Deze gebruiker bestaat niet (meer).');
    const bad = await repair(id, 'everything');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_failed');
    const manual = await repair(id, 'email_verified');
    expect(manual.statusCode).toBe(400);
    expect(errorOf(manual).message).toBe('Deze controle kan niet met één klik worden hersteld.');
  });

  it('finds nothing wrong with a consistent account', async () => {
    const { id } = await cleanMember();
    const report = await run(id);
    expect(report.findings.map((f) => [f.check, f.status])).toEqual(
      [
        'roles_subscriptions',
        'profile_row',
        'profile_owners',
        'orphaned_rows',
        'events_organiser',
        'email_verified',
        'two_factor',
        'suspension',
      ].map((c) => [c, 'ok']),
    );
  });

  it('roles: finds a subscription role without a subscription without writing, repairs with the role sync', async () => {
    const { id } = await cleanMember();
    await t.db.insert(userRoles).values({ userId: id, role: 'organization', source: 'subscription' });
    const found = finding(await run(id), 'roles_subscriptions');
    expect(found).toMatchObject({ status: 'error', reason: 'drift', repairable: true });
    expect(found.items).toEqual(['− organization (subscription)']);
    // Running the test wrote nothing: the role is still there.
    expect(await t.db.$count(userRoles, eq(userRoles.userId, id))).toBe(1);

    const repaired = await repair(id, 'roles_subscriptions');
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(finding(repaired.json(), 'roles_subscriptions').status).toBe('ok');
    expect(await t.db.$count(userRoles, eq(userRoles.userId, id))).toBe(0);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ actorId: expect.any(String), targetType: 'user' });
    expect(entry!.data).toMatchObject({
      check: 'roles_subscriptions',
      before: { status: 'error' },
      after: { status: 'ok' },
    });
    // Idempotent: a second click changes nothing and writes no entry.
    expect((await repair(id, 'roles_subscriptions')).statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(1);
  });

  it('profile row: a missing profile is created from the account', async () => {
    const { id, email } = await cleanMember();
    await t.db.delete(profiles).where(eq(profiles.id, id));
    expect(finding(await run(id), 'profile_row')).toMatchObject({ status: 'error', reason: 'missing' });
    expect(finding((await repair(id, 'profile_row')).json(), 'profile_row').status).toBe('ok');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.email).toBe(email);
    expect(await audits(id)).toHaveLength(1);
  });

  it('profile owners and events: an owner without profile_users row, an organisation event without organiser', async () => {
    const org = await insertOrganization(t.db);
    const owner = org.userId;
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner));
    const event = await insertEvent(t.db, { organizationProfileId: org.id, organizerId: null });
    const report = await run(owner);
    expect(finding(report, 'profile_owners')).toMatchObject({
      status: 'warning',
      items: [`organization: ${org.organizationName}`],
    });
    expect(finding(report, 'events_organiser')).toMatchObject({
      status: 'warning',
      repairable: true,
      items: [`${event.title} (no_organiser)`],
    });

    expect(finding((await repair(owner, 'profile_owners')).json(), 'profile_owners').status).toBe('ok');
    const [row] = await t.db.select().from(profileUsers).where(eq(profileUsers.userId, owner));
    expect(row).toMatchObject({ profileId: org.id, role: 'owner', status: 'active' });
    expect(finding((await repair(owner, 'events_organiser')).json(), 'events_organiser').status).toBe('ok');
    const [fixed] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(fixed?.organizerId).toBe(owner);
    expect(await audits(owner)).toHaveLength(2);
  });

  it('orphaned rows: a team membership and a context role of a profile that is gone are removed', async () => {
    const { id } = await cleanMember();
    const gone = randomUUID();
    await t.db.insert(profileUsers).values({ profileId: gone, profileType: 'venue', userId: id });
    await t.db
      .insert(userRoles)
      .values({ userId: id, role: 'venue', contextType: 'venue', contextId: gone, source: 'manual' });
    const found = finding(await run(id), 'orphaned_rows');
    expect(found).toMatchObject({ status: 'warning', repairable: true });
    expect(found.items).toHaveLength(2);
    expect(finding((await repair(id, 'orphaned_rows')).json(), 'orphaned_rows').status).toBe('ok');
    expect(await t.db.$count(profileUsers, eq(profileUsers.userId, id))).toBe(0);
  });

  it('e-mail, 2FA and suspension: unverified is reported; 2FA without secret and half a suspension are repaired', async () => {
    const user = await insertUser(t.db);
    await t.db.update(users).set({ twoFactorEnabled: true, banned: true }).where(eq(users.id, user.id));
    const report = await run(user.id);
    expect(finding(report, 'email_verified')).toMatchObject({ status: 'warning', repairable: false });
    expect(finding(report, 'two_factor')).toMatchObject({
      status: 'error',
      reason: 'enabled_without_secret',
    });
    expect(finding(report, 'suspension')).toMatchObject({ status: 'error', reason: 'banned_not_suspended' });

    expect(finding((await repair(user.id, 'two_factor')).json(), 'two_factor').status).toBe('ok');
    const after = (await repair(user.id, 'suspension')).json() as PurityReport;
    expect(finding(after, 'suspension')).toMatchObject({ status: 'ok', reason: 'suspended' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.suspendedAt).toBeInstanceOf(Date);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.twoFactorEnabled).toBe(false);
    expect(await audits(user.id)).toHaveLength(2);
  });
});
