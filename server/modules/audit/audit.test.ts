import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditFacets, type AuditPage } from '../../../core/schemas/audit';
import { auditLog, users } from '../../db/schema';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';

let t: TestApp;
let admin: string;
let member: string;
let adminId: string;
let memberId: string;

/** Entries at known times: 2026-03-10 09:00 and 2026-03-11 23:30 Amsterdam, plus today's real admin actions. */
beforeAll(async () => {
  t = await createTestApp({ seed: { events: 1, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  const byEmail = async (email: string) =>
    String((await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id);
  adminId = await byEmail(ADMIN_EMAIL);
  memberId = await byEmail('deelnemer@demo.kring.test');
  await t.db.delete(auditLog);
  await t.db.insert(auditLog).values([
    {
      actorId: adminId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: memberId,
      data: { reason: 'Spam in het forum' },
      ipAddress: '10.0.0.1',
      createdAt: new Date('2026-03-10T08:00:00Z'),
    },
    {
      actorId: adminId,
      action: 'settings.update',
      targetType: 'site_settings',
      targetId: 'siteName',
      data: { before: 'Kring', after: '=HYPERLINK("x")' },
      ipAddress: '10.0.0.1',
      // 23:30 in Amsterdam on the 11th (CET, UTC+1).
      createdAt: new Date('2026-03-11T22:30:00Z'),
    },
    {
      actorId: memberId,
      action: 'profile.update',
      targetType: 'participant_profile',
      targetId: memberId,
      data: { before: { city: 'Utrecht' }, after: { city: 'Zwolle' } },
      createdAt: new Date('2026-03-12T10:00:00Z'),
    },
  ]);
  // And one written by a real admin action through the API.
  const saved = await callAs(t, admin, 'PATCH', '/api/admin/settings', {
    maintenanceBanner: { enabled: true, text: 'Onderhoud vanavond om tien uur.', level: 'info' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query = ''): Promise<AuditPage> => {
  const res = await callAs(t, admin, 'GET', `/api/admin/audit-log${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};

describe('audit log', () => {
  it('lists every entry newest first with who, what, about what, when and the data', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.pageSize).toBe(AUDIT_PAGE_SIZE);
    expect(page.items.map((e) => e.action)).toEqual([
      'settings.update',
      'profile.update',
      'settings.update',
      'user.suspend',
    ]);
    expect(page.items[0]).toMatchObject({
      actor: { id: adminId, email: ADMIN_EMAIL },
      targetType: 'site_settings',
      targetId: 'maintenanceBanner',
      data: { before: { enabled: false }, after: { enabled: true, text: 'Onderhoud vanavond om tien uur.' } },
    });
    expect(page.items[0]?.actor?.name).toMatch(/\w/);
  });

  it('filters by action, actor e-mail, target type and Amsterdam dates, together', async () => {
    expect((await list('?action=user.suspend')).items.map((e) => e.targetId)).toEqual([memberId]);
    expect((await list('?actor=DEELNEMER@demo')).items.map((e) => e.action)).toEqual(['profile.update']);
    expect((await list('?targetType=site_settings')).total).toBe(2);
    // The 11th (Amsterdam) holds the 23:30 entry, which is already the 11th 22:30 UTC.
    expect((await list('?from=2026-03-11&to=2026-03-11')).items.map((e) => e.targetId)).toEqual(['siteName']);
    expect((await list('?from=2026-03-10&to=2026-03-12')).total).toBe(3);
    expect((await list('?action=settings.update&actor=admin&from=2026-03-12')).total).toBe(1);
    expect((await list('?actor=niemand')).items).toEqual([]);
  });

  it('pages', async () => {
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, total: 4, items: [] });
  });

  it('offers the actions and target types that occur, for the filters', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/audit-log/facets');
    const facets = res.json() as AuditFacets;
    expect(facets.actions).toEqual(['profile.update', 'settings.update', 'user.suspend']);
    expect(facets.targetTypes).toEqual(['participant_profile', 'site_settings', 'user']);
  });

  it('exports the filtered set as CSV, formulas defused', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/audit-log/export.csv?targetType=site_settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('tijdstip,actie,door,e-mail,onderwerp,onderwerp_id,gegevens,ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('maintenanceBanner');
    expect(lines[2]).toContain('siteName');
    // The JSON cell starts with '{', so it is not a formula; a cell that would be is prefixed.
    expect(lines.join('\n')).not.toMatch(/,=HYPERLINK/);
  });

  it('refuses bad filters with a Dutch message', async () => {
    for (const query of [
      '?from=2026-13-45',
      '?from=2026-03-12&to=2026-03-01',
      '?page=0',
      `?actor=${'a'.repeat(300)}`,
    ]) {
      const res = await callAs(t, admin, 'GET', `/api/admin/audit-log${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('validation_failed');
    }
    const res = await callAs(t, admin, 'GET', '/api/admin/audit-log?from=2026-03-12&to=2026-03-01');
    expect(JSON.stringify(res.json())).toContain('De einddatum ligt voor de begindatum.');
  });

  it('refuses members (403 admin_only) and visitors (401)', async () => {
    for (const url of [
      '/api/admin/audit-log',
      '/api/admin/audit-log/facets',
      '/api/admin/audit-log/export.csv',
    ]) {
      const refused = await callAs(t, member, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused).code).toBe('admin_only');
      expect((await callAs(t, null, 'GET', url)).statusCode, url).toBe(401);
    }
  });
});
