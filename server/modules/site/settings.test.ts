import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSiteSettings, PublicSiteSettings } from '../../../core/schemas/siteSettings';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DbHandle, openDatabase } from '../../db/client';
import { auditLog, siteSettings, users } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, post, signInAs } from '../../test/http';
import { saveSiteSettings } from './queriesSettings';

let t: TestApp;
let admin: string;
let member: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 1, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  adminId = String(row?.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// Every test starts from the defaults; the cache is dropped by the same NOTIFY the admin's save sends.
beforeEach(async () => {
  await t.db.delete(siteSettings);
  await t.db.execute(`select pg_notify('site_settings_changed', '{"keys":[]}')`);
  await waitFor(async () => (await publicSettings()).siteName === 'Kring');
});

const publicSettings = async (app: FastifyInstance = t.app): Promise<PublicSiteSettings> =>
  (await app.inject({ method: 'GET', url: '/api/site/settings' })).json() as PublicSiteSettings;
const save = (body: unknown, cookie: string | null = admin) =>
  callAs(t, cookie, 'PATCH', '/api/admin/settings', body);

/** Poll until the check holds (a NOTIFY arrives asynchronously after commit). */
const waitFor = async (check: () => Promise<boolean>, ms = 5_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const banner = { enabled: true, text: 'Vanavond onderhoud tussen 22:00 en 23:00.', level: 'warning' };

describe('site settings', () => {
  it('visitors read the defaults in code before anything is saved', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'Kring',
      contactEmail: t.config.adminEmail,
      defaultRadiusKm: 25,
      maintenanceBanner: { enabled: false, text: '', level: 'info' },
      signUps: { open: true, message: '' },
      features: { forumPosting: true, directMessages: true },
    });
  });

  it('an admin saves a group; visitors see it at once and each changed key is audited with before/after', async () => {
    const res = await save({ maintenanceBanner: banner, siteName: 'Kring Utrecht' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminSiteSettings;
    expect(body.settings.maintenanceBanner).toEqual(banner);
    expect(body.saved.map((s) => s.key).sort()).toEqual(['maintenanceBanner', 'siteName']);
    expect(await publicSettings()).toMatchObject({ siteName: 'Kring Utrecht', maintenanceBanner: banner });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetType, 'site_settings')))
      .orderBy(desc(auditLog.createdAt));
    const ofBanner = entries.find((e) => e.targetId === 'maintenanceBanner');
    expect(ofBanner).toMatchObject({
      actorId: adminId,
      data: { before: { enabled: false, text: '', level: 'info' }, after: banner },
    });
    expect(entries.find((e) => e.targetId === 'siteName')?.data).toEqual({
      before: 'Kring',
      after: 'Kring Utrecht',
    });
  });

  it('saving an unchanged value writes no audit entry', async () => {
    await save({ siteName: 'Kring Zwolle' });
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect((await save({ siteName: 'Kring Zwolle' })).statusCode).toBe(200);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(after.length).toBe(before.length);
  });

  it('refuses invalid values with a Dutch message per field, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ siteName: 'K' }, 'siteName'],
      [{ contactEmail: 'geen-adres' }, 'contactEmail'],
      [{ defaultRadiusKm: 33 }, 'defaultRadiusKm'],
      [{ maintenanceBanner: { enabled: true, text: '', level: 'info' } }, 'maintenanceBanner.text'],
      [
        { maintenanceBanner: { enabled: true, text: 'x'.repeat(301), level: 'info' } },
        'maintenanceBanner.text',
      ],
      [
        { maintenanceBanner: { enabled: true, text: 'Onderhoud vanavond', level: 'rood' } },
        'maintenanceBanner.level',
      ],
      [{}, ''],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json() as {
        error: { code: string; message: string; fields?: Record<string, string> };
      };
      expect(error.error.code).toBe('validation_failed');
      if (field) expect(error.error.fields?.[field], JSON.stringify(error.error)).toMatch(/[a-z]/);
    }
    expect(await t.db.select().from(siteSettings)).toEqual([]);
  });

  it('refuses members (403) and visitors (401)', async () => {
    expect((await callAs(t, member, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    expect(errorOf(await save({ siteName: 'Overgenomen' }, member)).code).toBe('admin_only');
    expect((await callAs(t, null, 'GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await save({ siteName: 'Overgenomen' }, null)).statusCode).toBe(401);
    expect((await publicSettings()).siteName).toBe('Kring');
  });

  it("another instance's save reaches this instance's cache through LISTEN/NOTIFY, not the TTL", async () => {
    expect((await publicSettings()).maintenanceBanner.enabled).toBe(false); // cached now
    // What another instance does when it saves: the rows, the audit entry and the NOTIFY, in one transaction,
    // without touching this instance's cache.
    await saveSiteSettings(t.db, {
      changes: [{ key: 'maintenanceBanner', before: null, after: banner }],
      actorId: adminId,
      ip: '127.0.0.1',
      now: new Date(),
    });
    await waitFor(async () => (await publicSettings()).maintenanceBanner.enabled);
    expect((await publicSettings()).maintenanceBanner).toEqual(banner);
  });

  it('closed sign-ups refuse the free-trial sign-up with a Dutch message and the admin text as hint', async () => {
    await save({ signUps: { open: false, message: 'We openen weer op 1 maart.' } });
    const res = await post(t, '/api/auth/sign-up', {
      name: 'Femke de Boer',
      email: 'femke.gesloten@example.nl',
      password: 'zonnebloem-42',
      role: 'participant',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: {
        code: 'sign_ups_closed',
        message: expect.stringContaining('gesloten'),
        hint: 'We openen weer op 1 maart.',
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'femke.gesloten@example.nl'));
    expect(row).toBeUndefined();

    await save({ signUps: { open: true, message: '' } });
    const open = await post(t, '/api/auth/sign-up', {
      name: 'Femke de Boer',
      email: 'femke.open@example.nl',
      password: 'zonnebloem-42',
      role: 'participant',
      acceptTerms: true,
    });
    expect(open.statusCode, open.body).toBe(201);
  });

  it('the forum posting switch refuses new topics; the direct messages switch refuses new conversations', async () => {
    await save({ features: { forumPosting: false, directMessages: false } });
    const topic = await callAs(t, member, 'POST', '/api/forum/topics', {
      title: 'Een topic terwijl het uit staat',
      content: 'Dit bericht mag niet verschijnen op het forum.',
    });
    expect(topic.statusCode).toBe(403);
    expect(errorOf(topic).code).toBe('forum_posting_disabled');
    const [other] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    const dm = await callAs(t, member, 'POST', '/api/conversations', {
      to: { kind: 'user', userId: other?.id },
      content: 'Hallo, mag dit?',
    });
    expect(dm.statusCode).toBe(403);
    expect(errorOf(dm).code).toBe('direct_messages_disabled');

    await save({ features: { forumPosting: true, directMessages: true } });
    const again = await callAs(t, member, 'POST', '/api/forum/topics', {
      title: 'Een topic nu het weer aan staat',
      content: 'Dit bericht mag wel verschijnen op het forum.',
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

/**
 * Two server instances on one PostgreSQL (as in production behind a load balancer): a save on A reaches B's
 * cache through LISTEN/NOTIFY. PGlite is one process, so this part runs on PostgreSQL only (TEST_DATABASE_URL);
 * on PGlite the test above plays the other instance's transaction instead.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('site settings across two instances', () => {
  let b: { app: FastifyInstance; handle: DbHandle; dataDir: string };

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kring-test-b-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: t.config.sessionSecret,
    });
    const handle = await openDatabase({ databaseUrl: String(t.databaseUrl), maxConnections: 2 });
    const logger = createLogger(config);
    const mail = new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false });
    const app = await buildApp({ config, db: handle, mail, logger, webDir: join(dataDir, 'no-web') });
    await app.ready();
    b = { app, handle, dataDir };
  }, 120_000);
  afterAll(async () => {
    await b?.app.close();
    await b?.handle.close();
    if (b) rmSync(b.dataDir, { recursive: true, force: true });
  });

  it('a banner saved on A shows on B without a restart', async () => {
    expect((await publicSettings(b.app)).maintenanceBanner.enabled).toBe(false); // B has it cached
    expect((await save({ maintenanceBanner: banner })).statusCode).toBe(200);
    await waitFor(async () => (await publicSettings(b.app)).maintenanceBanner.enabled);
  });
});
