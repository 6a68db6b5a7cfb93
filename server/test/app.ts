import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, type DbHandle, openDatabase } from '../db/client';
import { createLogger } from '../http/logger';
import { OutboxMailSender } from '../integrations/mail';
import { createTestPostgresDatabase } from './postgres';
import { type TestSeed, ensurePostgresTemplate, openPgliteFromTemplate } from './templates';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: Config;
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
  const app = await buildApp({
    config,
    db: handle,
    mail,
    logger,
    ...(options.webDir ? { webDir: options.webDir } : { webDir: join(dataDir, 'no-web') }),
    ...(options.readiness ? { readiness: options.readiness } : {}),
  });
  await app.ready();

  return {
    app,
    db: handle.db,
    handle,
    config,
    databaseUrl: pg?.url ?? null,
    close: async () => {
      await app.close();
      await handle.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
