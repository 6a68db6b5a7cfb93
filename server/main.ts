/**
 * Boot: config → database (a PGlite folder is locked to this process first) → app (listening, not ready) →
 * migrate → seed when empty (never demo accounts in production without SEED_DEMO) → ready → jobs.
 * The server listens before migrating so load balancers and the e2e runner can watch /readyz turn 200;
 * until then every /api call answers 503 `not_ready`. SIGTERM/SIGINT close gracefully; a second signal forces.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_WEB_DIR, buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type DbHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { migrateDatabase } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/data';
import { seedOnStart } from './db/seed/onStart';
import { createReadiness } from './http/health';
import { createLogger } from './http/logger';
import { createErrorReporter } from './integrations/errors';
import { createMailSender } from './integrations/mail';
import { startEmbeddedMaintenance } from './db/maintenance';
import { type JobScheduler, allJobs, startJobs } from './jobs';
import { createStorage } from './integrations/storage';
import { createPushSender } from './modules/notifications';
import { startHeartbeat } from './modules/monitoring';
import { Metrics, countingReporter } from './observability/metrics';
import { ticketCheckoutHandlers } from './modules/tickets';
import { SESSION_SECRET_FILE, sessionSecretFromDataDir } from './sessionSecretFile';
import { VAPID_KEYS_FILE, vapidKeysFromDataDir } from './vapidKeysFile';

type DemoAccount = { email: string; label: string };

/** The demo accounts that exist in this database (none on a production database). */
const existingDemoAccounts = async (handle: DbHandle): Promise<DemoAccount[]> => {
  const rows = await handle.query<{ email: string }>(
    'select email from users where email = any($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const existing = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => existing.has(a.email)).map((a) => ({ email: a.email, label: a.label }));
};

const printBanner = (config: Config, accounts: DemoAccount[], webBuilt: boolean): void => {
  const url = config.publicUrl;
  const lines = ['', `  Kring draait op ${url}`, `  API-documentatie: ${url}/api/docs`];
  if (!webBuilt)
    lines.push('  (webapp niet gebouwd: `npm run build`, of `npm run dev` voor http://localhost:5173)');
  if (accounts.length > 0) {
    lines.push('', `  Demo-accounts (wachtwoord: ${DEMO_PASSWORD}):`);
    const width = Math.max(...accounts.map((a) => a.email.length));
    for (const a of accounts) lines.push(`    ${a.email.padEnd(width)}  ${a.label}`.trimEnd());
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

/** Things to stop on shutdown, in order, after the HTTP server has finished its requests. */
type Stoppable = { name: string; stop: () => Promise<void> | void };

const installShutdown = (logger: FastifyBaseLogger, app: FastifyInstance, after: Stoppable[]): void => {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: forcing exit');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing running requests');
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 20 s: forcing exit');
      process.exit(1);
    }, 20_000);
    force.unref();
    let clean = true;
    // Each part is stopped even when an earlier one fails: the database must always be closed.
    for (const item of [{ name: 'http', stop: () => app.close() }, ...after]) {
      try {
        await item.stop();
      } catch (err) {
        clean = false;
        logger.error({ err, part: item.name }, 'error during shutdown');
      }
    }
    logger.info('stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
};

const main = async (): Promise<void> => {
  let config: Config;
  try {
    config = loadConfig(process.env, {
      secretFromDataDir: sessionSecretFromDataDir,
      vapidFromDataDir: vapidKeysFromDataDir,
    });
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config);
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled promise rejection'));
  if (config.sessionSecretSource === 'data-dir') {
    logger.info(
      `SESSION_SECRET is not set: using the generated secret in ${config.dataDir}/${SESSION_SECRET_FILE}`,
    );
  }
  if (config.vapidSource === 'data-dir')
    logger.info(
      `VAPID_* are not set: web push uses the generated keys in ${config.dataDir}/${VAPID_KEYS_FILE}`,
    );
  if (config.vapidSource === 'off')
    logger.warn('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: web push is off');

  try {
    let handle: DbHandle;
    try {
      handle = await openDatabase(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl, maxConnections: config.databasePoolSize }
          : { dataDir: config.dbDir },
      );
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      // Another server (or `npm run seed`) has this folder: stop before touching it, and say who has it.
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    logger.info(
      { database: handle.kind === 'pglite' ? `PGlite in ${config.dbDir}` : 'PostgreSQL' },
      'database open',
    );
    // One set of metrics for the app, the jobs and the heartbeat; every capture is counted for monitoring.
    const metrics = new Metrics({ defaultMetrics: true });
    const reporter = countingReporter(createErrorReporter(config, logger), metrics);
    const mail = createMailSender(config, handle.db, logger, reporter);
    const readiness = createReadiness(false);
    const webDir = config.webDir ?? DEFAULT_WEB_DIR;
    const app = await buildApp({ config, db: handle, mail, logger, reporter, readiness, webDir, metrics });
    let jobs: JobScheduler | null = null;
    let maintenance: { stop: () => void } | null = null;
    let heartbeat: { stop: () => Promise<void> } | null = null;
    installShutdown(logger, app, [
      { name: 'heartbeat', stop: () => heartbeat?.stop() },
      { name: 'jobs', stop: () => jobs?.stop() },
      { name: 'maintenance', stop: () => maintenance?.stop() },
      { name: 'mail', stop: () => mail.close?.() },
      { name: 'database', stop: () => handle.close() },
    ]);

    await app.listen({ port: config.port, host: config.host });
    await migrateDatabase(handle);
    logger.info('migrations applied');
    await seedOnStart(config, handle, logger);
    readiness.markReady();
    // The checkout kinds' handlers are the same ones app.ts gives the routes.
    const jobApp = { db: handle.db, mail, config, logger };
    // The minute job's safety-net dispatch sends queued pushes too.
    const push = createPushSender(jobApp);
    const handlers = { ticket_order: ticketCheckoutHandlers(jobApp) };
    const payments = { config, logger, reporter, mail, handlers };
    jobs = startJobs(
      handle.db,
      allJobs({ storage: createStorage(config), payments, app: { ...jobApp, push } }),
      {
        logger,
        reporter,
      },
    );
    maintenance = startEmbeddedMaintenance(handle, { logger, reporter });
    // Every instance beats (not a job under the job lock): /admin/monitoring lists the live ones.
    heartbeat = startHeartbeat({ db: handle.db, metrics, logger, reporter });
    printBanner(config, await existingDemoAccounts(handle), existsSync(`${webDir}/index.html`));
  } catch (err) {
    logger.fatal({ err }, 'Application failed to start');
    process.exit(1);
  }
};

await main();
