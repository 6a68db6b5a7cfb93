import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, type DbHandle, openDatabase, sharePglite } from '../db/client';
import { BackgroundWork } from '../http/background';
import { createLogger } from '../http/logger';
import { LogErrorReporter } from '../integrations/errors';
import { OutboxMailSender } from '../integrations/mail';
import { createTestPostgresDatabase } from './postgres';
import { type TestSeed, ensurePostgresTemplate, openPgliteFromTemplate } from './templates';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: Config;
  /** The app's after-commit work: `await t.background.idle()` before reading what it writes (mails). */
  background: BackgroundWork;
  /** The PostgreSQL URL of this test's database (null on PGlite), for a second app on the same database. */
  databaseUrl: string | null;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Extra environment for loadConfig (NODE_ENV=test and a temp DATA_DIR are set already). */
  env?: Record<string, string>;
  webDir?: string;
  readiness?: AppDeps['readiness'];
  /** Start from the demo seed with these options (built once per run and copied: templates.ts). */
  seed?: TestSeed;
  /** The app dispatcher's push sender (AppDeps.push): null leaves pushes queued for a test's own dispatch. */
  push?: AppDeps['push'];
};

/**
 * A real app on a freshly migrated (and, with `seed`, seeded) database, per test file: in-memory PGlite by
 * default, or a new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the same suite on both),
 * each a copy of the run's template for that start (templates.ts). Mail goes to the outbox table.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kring-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seed = options.seed ?? null;
  const pg = adminUrl
    ? await createTestPostgresDatabase(adminUrl, await ensurePostgresTemplate(adminUrl, seed))
    : null;
  const handle = pg
    ? await openDatabase({ databaseUrl: pg.url, maxConnections: 4 })
    : await openPgliteFromTemplate(seed);

  const logger = createLogger(config);
  const mail = new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false });
  const background = new BackgroundWork(new LogErrorReporter(logger));
  const app = await buildApp({
    config,
    db: handle,
    mail,
    logger,
    background,
    ...(options.webDir ? { webDir: options.webDir } : { webDir: join(dataDir, 'no-web') }),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    ...(options.push === undefined ? {} : { push: options.push }),
  });
  await app.ready();

  return {
    app,
    db: handle.db,
    handle,
    config,
    background,
    databaseUrl: pg?.url ?? null,
    close: async () => {
      await app.close();
      await handle.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Another handle on a test app's database with a Db of its own: on PostgreSQL its own pool, on PGlite the same
 * database through another Drizzle instance. What is cached per Db under it is its own, and no app drops it
 * (tests of a cache's own time to live, unaffected by notifications still on their way to the app).
 */
export const anotherHandle = async (t: TestApp): Promise<DbHandle> =>
  t.databaseUrl ? openDatabase({ databaseUrl: t.databaseUrl, maxConnections: 2 }) : sharePglite(t.handle);

/** A second server instance on a test app's database: `app` and its own handle, closed by `close`. */
export type SecondInstance = { app: FastifyInstance; handle: DbHandle; close: () => Promise<void> };

/**
 * Another app on the same database, as a second instance behind a load balancer: on PostgreSQL its own
 * connection pool and LISTEN connection; on PGlite (one process) the same database through its own Drizzle
 * instance, so its per-database caches are its own and only reach the first app's writes through NOTIFY.
 */
export const createSecondInstance = async (
  t: TestApp,
  options: { webDir?: string } = {},
): Promise<SecondInstance> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kring-test-b-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_SECRET: t.config.sessionSecret,
  });
  const handle = await anotherHandle(t);
  const logger = createLogger(config);
  const mail = new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false });
  const app = await buildApp({
    config,
    db: handle,
    mail,
    logger,
    webDir: options.webDir ?? join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Wait for something another part of the system does asynchronously (a NOTIFY reaching the other instance):
 * checks every 25 ms, fails after `ms`. Bounded, so a change that never arrives fails the test.
 */
export const waitUntil = async (check: () => Promise<boolean>, ms = 5_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
