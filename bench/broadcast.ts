/**
 * Broadcast benchmark (issue 15): an admin broadcast to everyone on a database with 100 000 extra members
 * (BENCH_MEMBERS), written by POST /api/admin/broadcasts (set-based INSERT … SELECT in chunks of 10 000 members,
 * each its own transaction). Meanwhile GET /api/events is called at modest concurrency, and its p95 is compared
 * with its idle p95. Targets: the broadcast ≤ 10 s on PostgreSQL; p95 of /api/events during it ≤ 2 × idle.
 * In-process through app.inject (the server's work without a socket).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx bench/broadcast.ts
 *   npx tsx bench/broadcast.ts                                               # embedded PGlite (memory)
 *
 * With BENCH_DATABASE_URL the bench creates the throwaway database kring_bench_broadcast on that server and
 * drops it afterwards, so the 100 000 members never stay behind.
 */
import { loadavg } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { executeRows, openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/data/accounts';
import { seedDatabase } from '../server/db/seed/seed';
import { createLogger } from '../server/http/logger';
import { OutboxMailSender } from '../server/integrations/mail';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const READERS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const IDLE_MS = 5_000;
const NAME = 'kring_bench_broadcast';

const adminUrl = process.env.BENCH_DATABASE_URL;
let dropDatabase = async (): Promise<void> => {};
let databaseUrl: string | undefined;
if (adminUrl) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.end();
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kring-bench-broadcast-'));
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-broadcast-secret-0123456789abcdefghijklmnop',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const handle = await openDatabase(databaseUrl ? { databaseUrl, maxConnections: 10 } : { dataDir: 'memory' });

try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { events: 40, members: 20, log: () => {} });

  // 100 000 members, set-based: users, then their profiles (every NOT NULL column without a default is set).
  let t0 = performance.now();
  await handle.db.execute(sql`insert into users (name, email, email_verified)
    select 'Benchlid ' || g, 'benchlid' || g || '@bench.kring.test', true from generate_series(1, ${MEMBERS}) g`);
  await handle.db.execute(sql`insert into profiles (id, email, full_name, city)
    select u.id, u.email, u.name, (array['Utrecht', 'Amsterdam', 'Gent', null])[1 + (random() * 3)::int]
    from users u where u.email like 'benchlid%@bench.kring.test'`);
  // Autovacuum keeps a live database's visibility map current; do the same for the fresh rows.
  await handle.db.execute(sql`vacuum analyze`);
  const [counted] = await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from profiles`);
  console.log(
    `# ${MEMBERS} members created in ${((performance.now() - t0) / 1000).toFixed(1)} s (${counted?.n} profiles in all)`,
  );

  const logger = createLogger(config);
  const app = await buildApp({
    config,
    db: handle,
    mail: new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false }),
    logger,
    webDir: join(dataDir, 'no-web'),
  });
  await app.ready();
  const origin = config.publicUrl;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'admin@demo.kring.test', password: DEMO_PASSWORD },
    headers: { origin },
  });
  if (signIn.statusCode !== 200) throw new Error(`admin sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');

  /** GET /api/events by READERS loops until `until` resolves (or `ms` passed); latencies in ms. */
  const readEvents = async (until: Promise<unknown> | null, ms: number): Promise<number[]> => {
    const latencies: number[] = [];
    let done = false;
    void until?.finally(() => {
      done = true;
    });
    const stopAt = performance.now() + ms;
    const loop = async () => {
      while (!done && (until || performance.now() < stopAt)) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: '/api/events' });
        if (res.statusCode !== 200) throw new Error(`/api/events ${res.statusCode}`);
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: READERS }, loop));
    return latencies.sort((a, b) => a - b);
  };
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
  const line = (label: string, xs: number[]) =>
    `${label.padEnd(22)} ${String(xs.length).padStart(5)} calls  p50 ${pct(xs, 0.5).toFixed(1)} ms  p95 ${pct(xs, 0.95).toFixed(1)} ms`;

  await readEvents(null, 1_000); // warm-up
  const loadBefore = loadavg()[0]?.toFixed(2);
  const idle = await readEvents(null, IDLE_MS);
  console.log(line('GET /api/events idle', idle));

  t0 = performance.now();
  const send = app
    .inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      payload: { title: 'Bench', content: 'Een melding voor iedereen.', audience: { kind: 'all' } },
      headers: { origin, cookie },
    })
    .then((res) => ({ res, seconds: (performance.now() - t0) / 1000 }));
  const during = await readEvents(send, 0);
  const { res, seconds } = await send;
  if (res.statusCode !== 201) throw new Error(`broadcast failed: ${res.statusCode} ${res.body}`);
  const reach = (res.json() as { reach: number }).reach;
  console.log(line('GET /api/events during', during));
  console.log(
    `broadcast to everyone: ${reach} notifications in ${seconds.toFixed(2)} s (${Math.round(reach / seconds)} rows/s); ` +
      `p95 during / idle = ${(pct(during, 0.95) / pct(idle, 0.95)).toFixed(2)}×; load average ${loadBefore} → ${loadavg()[0]?.toFixed(2)}`,
  );
  await app.close();
} finally {
  await handle.close();
  await dropDatabase();
}
