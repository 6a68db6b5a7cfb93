import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringOverview } from '../../../core/schemas/monitoring';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { emailOutbox, jobRuns, serverInstances } from '../../db/schema';
import { BackgroundWork } from '../../http/background';
import { createLogger } from '../../http/logger';
import { LogErrorReporter } from '../../integrations/errors';
import { OutboxMailSender } from '../../integrations/mail';
import { Metrics } from '../../observability/metrics';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';
import { beat } from './heartbeat';

const TOKEN = 'monitoring-test-token-0123456789';

let t: TestApp;
let admin: string;
let participant: string;
/** A second app (another "instance") on the same database, without METRICS_TOKEN. */
let second: FastifyInstance;
const secondMetrics = new Metrics();

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 }, env: { METRICS_TOKEN: TOKEN } });
  admin = await signInAs(t, ADMIN_EMAIL);
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' });
  const logger = createLogger(config);
  second = await buildApp({
    config,
    db: t.handle,
    mail: new OutboxMailSender(t.db, { from: config.mailFrom, logger, printToConsole: false }),
    logger,
    background: new BackgroundWork(new LogErrorReporter(logger)),
    webDir: `${t.config.dataDir}/no-web`,
    metrics: secondMetrics,
    push: null,
  });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const overview = async (): Promise<MonitoringOverview> => {
  const res = await callAs(t, admin, 'GET', '/api/admin/monitoring');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as MonitoringOverview;
};

describe('GET /api/admin/monitoring', () => {
  it('refuses anonymous (401) and non-admins (403 admin_only)', async () => {
    const anon = await callAs(t, null, 'GET', '/api/admin/monitoring');
    expect(anon.statusCode).toBe(401);
    const member = await callAs(t, participant, 'GET', '/api/admin/monitoring');
    expect(member.statusCode).toBe(403);
    expect(errorOf(member)).toEqual({ code: 'admin_only', message: expect.stringMatching(/beheerders/) });
  });

  it('summarises job runs per job: last success, last failure with its error, 24 h counts; never-run jobs too', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await t.db.insert(jobRuns).values([
      { job: 'event-lifecycle', startedAt: at(30), finishedAt: at(30), affected: 4 },
      { job: 'event-lifecycle', startedAt: at(20), finishedAt: at(20), error: 'deadlock detected' },
      { job: 'event-lifecycle', startedAt: at(10), finishedAt: at(10), affected: 3 },
      { job: 'event-lifecycle', startedAt: at(3 * 24 * 60), finishedAt: at(3 * 24 * 60), affected: 100 },
      { job: 'custom-job', startedAt: at(5), finishedAt: at(5), affected: 0 },
    ]);
    const body = await overview();
    const lifecycle = body.jobs.find((j) => j.job === 'event-lifecycle');
    expect(lifecycle).toMatchObject({
      runs24h: 3,
      failures24h: 1,
      affected24h: 7,
      lastError: 'deadlock detected',
      lastSuccessAt: at(10).toISOString(),
      lastFailureAt: at(20).toISOString(),
      lastRunAt: at(10).toISOString(),
    });
    // A job that never ran is listed, with nothing to say yet.
    expect(body.jobs.find((j) => j.job === 'ticket-holds')).toMatchObject({
      lastRunAt: null,
      lastSuccessAt: null,
      runs24h: 0,
    });
    // A job name only job_runs knows is listed as well.
    expect(body.jobs.map((j) => j.job)).toContain('custom-job');
  });

  it('shows the mail outbox and deliveries, the database and the answering instance', async () => {
    await t.db.insert(emailOutbox).values({
      kind: 'test',
      toAddress: 'iemand@example.org',
      fromAddress: 'noreply@kring.test',
      subject: 'Wachtend',
      html: '<p>x</p>',
      text: 'x',
      status: 'failed',
    });
    const body = await overview();
    expect(body.mail.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(body.mail.deliveries).toEqual({
      waiting: expect.any(Number),
      failed: expect.any(Number),
      oldestWaitingAt: body.mail.deliveries.waiting > 0 ? expect.any(String) : null,
    });
    expect(body.database.kind).toBe(t.handle.kind);
    expect(body.database.sizeBytes === null || body.database.sizeBytes > 0).toBe(true);
    if (t.handle.kind === 'pglite')
      expect(body.database.slowStatements).toEqual({ available: false, rows: [] });
    const current = body.instances.find((i) => i.current);
    expect(current).toMatchObject({ alive: true, pid: process.pid, errorCount: expect.any(Number) });
    expect(current?.version).toMatch(/\d+\.\d+\.\d+/);
  });

  it('lists both instances on one database and sums their request rates and p95 per route', async () => {
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/healthz' })));
    await Promise.all([1, 2].map(() => second.inject({ method: 'GET', url: '/healthz' })));
    await second.inject({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000' });
    await beat({ db: t.db, metrics: secondMetrics });
    // The first app writes its own row when asked (the monitoring call beats for an instance without one).
    const both = (await callAs(t, admin, 'GET', '/api/admin/monitoring').then((r) =>
      r.json(),
    )) as MonitoringOverview;
    expect(both.instances.filter((i) => i.alive).length).toBeGreaterThanOrEqual(2);

    const rows = await t.db.select().from(serverInstances);
    expect(rows.map((r) => r.id)).toContain(secondMetrics.identity.id);
    const secondRow = rows.find((r) => r.id === secondMetrics.identity.id);
    expect(secondRow?.pid).toBe(process.pid);
    const snap = secondRow?.metrics as { routes: { route: string; count: number }[] };
    // Route patterns, never raw URLs.
    expect(snap.routes.map((r) => r.route)).toContain('/healthz');
    expect(snap.routes.map((r) => r.route).join(' ')).not.toContain('00000000-0000');

    const body = await overview();
    const health = body.routes.find((r) => r.route === '/healthz' && r.method === 'GET');
    expect(health?.count).toBeGreaterThanOrEqual(2);
    expect(health?.perMinute).toBeGreaterThan(0);
    expect(health?.p95Ms).toBeGreaterThan(0);
  });

  it('shows an instance unseen for over 2 minutes as gone and prunes it after a day', async () => {
    const old = new Metrics();
    await beat({ db: t.db, metrics: old }, new Date(Date.now() - 5 * 60_000));
    const body = await overview();
    expect(body.instances.find((i) => i.id === old.identity.id)?.alive).toBe(false);

    await t.db
      .update(serverInstances)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(serverInstances.id, old.identity.id));
    await beat({ db: t.db, metrics: secondMetrics });
    const left = await t.db.select().from(serverInstances).where(eq(serverInstances.id, old.identity.id));
    expect(left).toEqual([]);
  });
});

describe('/metrics', () => {
  it('answers 401 without or with a wrong bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/Bearer/);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers Prometheus text with request latency per route pattern and error counts', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE kring_http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /kring_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_class="2xx"\} \d+/,
    );
    expect(res.body).toContain('kring_errors_total{source="server"}');
  });

  it('counts browser errors reported to /api/client-errors by source web', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const count = (text: string) => Number(/kring_errors_total\{source="web"\} (\d+)/.exec(text)?.[1] ?? NaN);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { origin: t.config.publicUrl },
      payload: { message: 'TypeError: x is undefined', kind: 'error', path: '/events/workshop' },
    });
    expect(sent.statusCode).toBe(204);
    const notAPath = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { origin: t.config.publicUrl },
      payload: { message: 'TypeError: x is undefined', path: 'https://elders.example/' },
    });
    expect(notAPath.statusCode).toBe(400);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { origin: t.config.publicUrl },
      payload: { message: '' },
    });
    expect(invalid.statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(count(after.body)).toBe(count(before.body) + 1);
  });

  it('does not exist without METRICS_TOKEN (404)', async () => {
    const res = await second.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
