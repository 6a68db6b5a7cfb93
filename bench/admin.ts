/**
 * Admin insights benchmark (issue 16): GET /api/admin/insights/dashboard (/admin) and
 * GET /api/admin/insights/analytics (/admin/analytics) on PostgreSQL with 100 000 extra members, 100 000 extra
 * events and 1 000 000 event views (plus sessions, trials, job runs, mail logs and a year of search and
 * page-view facts), in-process through app.inject (the server's work without a socket), 1 and 4 in flight.
 * Target: p95 ≤ 100 ms for each.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx bench/admin.ts
 *
 * The bench creates the throwaway database kring_bench_admin on that server and drops it afterwards. Every
 * insert is set-based (insert … select generate_series); the event views go in as one statement, so the
 * statement triggers of migration 0011 keep event_daily_stats as in production.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const NAME = 'kring_bench_admin';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a local PostgreSQL server (see the header).');
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.unsafe(`create database ${NAME}`);
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;
const databaseUrl = url.toString();

const dataDir = mkdtempSync(join(tmpdir(), 'kring-bench-admin-'));
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-admin-secret-0123456789abcdefghijklmnopqrs',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
});
const handle = await openDatabase({ databaseUrl, maxConnections: 10 });
const db = handle.db;

const step = async (label: string, work: () => Promise<unknown>) => {
  const t0 = performance.now();
  await work();
  console.log(`# ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

try {
  await migrateDatabase(handle);
  await seedDatabase(db, { events: 40, members: 20, log: () => {} });

  await step(`${MEMBERS} members (joined over two years, a fifth with a profile role)`, async () => {
    await db.execute(sql`insert into users (name, email, email_verified, created_at)
      select 'Benchlid ' || g, 'benchlid' || g || '@bench.kring.test', true, now() - (g % 730) * interval '1 day'
      from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`insert into profiles (id, email, full_name, city, join_date)
      select u.id, u.email, u.name, (array['Utrecht', 'Amsterdam', 'Gent', null])[1 + (random() * 3)::int], u.created_at
      from users u where u.email like 'benchlid%@bench.kring.test'`);
    await db.execute(sql`insert into user_roles (user_id, role)
      select u.id, (array['organization', 'venue', 'professional', 'organization_premium'])[1 + (row_number() over ()) % 4]::app_role
      from users u where u.email like 'benchlid%@bench.kring.test' and random() < 0.2`);
    // Sessions: a third of the members signed in during the last 30 days.
    await db.execute(sql`insert into sessions (token, user_id, expires_at, created_at, updated_at)
      select md5(u.id::text), u.id, now() + interval '30 days', now() - interval '40 days',
             now() - random() * interval '30 days'
      from users u where u.email like 'benchlid%@bench.kring.test' and random() < 0.33`);
    // Trials: a fifth started one during the last year.
    await db.execute(sql`insert into user_subscriptions (user_id, plan_id, status, trial_ends_at, created_at)
      select u.id, (select id from plans order by sort_order limit 1), 'trialing',
             u.created_at + interval '35 days', u.created_at
      from users u where u.email like 'benchlid%@bench.kring.test' and random() < 0.2`);
  });

  await step(
    `${EVENTS} events (85% published, 10% drafts, 5% cancelled; nine types, 20 cities)`,
    async () => {
      await db.execute(sql`
      with types as (select id, row_number() over (order by slug) - 1 as i from event_categories where is_main_category),
           organiser as (select id from users where email = 'organisatie@demo.kring.test')
      insert into events (title, slug, status, start_date, end_date, published_at, city, main_type_id, organizer_id,
                          created_at)
      select 'Benchevent ' || g, 'benchevent-' || g,
             (case when g % 20 < 17 then 'published' when g % 20 < 19 then 'draft' else 'cancelled' end)::event_status,
             now() + (1 + g % 365) * interval '1 day', now() + (1 + g % 365) * interval '1 day' + interval '2 hours',
             case when g % 20 < 17 or g % 20 = 19 then now() - (g % 365) * interval '1 day' end,
             (array['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Groningen', 'Tilburg', 'Almere',
                    'Breda', 'Nijmegen', 'Arnhem', 'Haarlem', 'Maastricht', 'Zwolle', 'Leeuwarden', 'Gent',
                    'Antwerpen', 'Brugge', 'Leuven', 'Onbekendedorp'])[1 + g % 20],
             (select id from types where i = g % (select count(*) from types)),
             (select id from organiser), now() - (g % 365) * interval '1 day'
      from generate_series(1, ${EVENTS}) g`);
    },
  );

  await step(
    `${VIEWS} event views over 90 days (one statement; triggers keep event_daily_stats)`,
    async () => {
      await db.execute(sql`
      with ids as (select id, row_number() over (order by id) - 1 as i from events where slug like 'benchevent-%'
                   and status = 'published')
      insert into event_views (event_id, visitor_hash, created_at)
      select ids.id, md5(g::text), now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(0, ${VIEWS - 1}) g
      join ids on ids.i = g % (select count(*) from ids)`);
    },
  );

  await step('operations: 50 000 job runs, 100 000 mail logs (1% failed) over 60 days', async () => {
    await db.execute(sql`insert into job_runs (job, started_at, finished_at, error)
      select (array['event-lifecycle', 'notification-deliveries', 'notification-digests'])[1 + g % 3],
             now() - (g % 86400) * interval '1 minute', now() - (g % 86400) * interval '1 minute',
             case when g % 100 = 0 then 'boom' end
      from generate_series(1, 50000) g`);
    await db.execute(sql`insert into email_logs (kind, to_address, subject, transport, status, created_at)
      select 'bench', 'lid' || g || '@bench.kring.test', 'Onderwerp', 'outbox',
             (case when g % 100 = 0 then 'failed' else 'sent' end)::email_status,
             now() - (g % 86400) * interval '1 minute'
      from generate_series(1, 100000) g`);
  });

  await step('a year of facts: 300 search terms and 80 screens a day', async () => {
    await db.execute(sql`insert into search_daily (day, term, searches, zero_results)
      select current_date - d, 'term ' || t, 1 + (d * t) % 40, (d + t) % 3
      from generate_series(0, 364) d, generate_series(1, 300) t`);
    await db.execute(sql`insert into page_views_daily (day, screen, views)
      select current_date - d, 'screen' || s, 10 + (d * s) % 500
      from generate_series(0, 364) d, generate_series(1, 80) s`);
  });

  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [counts] = await executeRows<Record<string, number>>(
    db,
    sql`select (select count(*) from profiles)::int as members, (select count(*) from events)::int as events,
      (select count(*) from event_views)::int as views, (select count(*) from event_daily_stats)::int as rollup`,
  );
  console.log(`# database: ${JSON.stringify(counts)}`);

  const logger = createLogger(config);
  const app = await buildApp({
    config,
    db: handle,
    mail: new OutboxMailSender(db, { from: config.mailFrom, logger, printToConsole: false }),
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

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
  /** `CALLS` calls of `path`, `inFlight` at a time; latencies sorted, in ms. */
  const measure = async (path: string, inFlight: number, calls = CALLS): Promise<number[]> => {
    const latencies: number[] = [];
    let left = calls;
    const loop = async () => {
      while (left-- > 0) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: path, headers: { cookie, origin } });
        if (res.statusCode !== 200) throw new Error(`${path} ${res.statusCode} ${res.body}`);
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, loop));
    return latencies.sort((a, b) => a - b);
  };

  const paths = [
    '/api/admin/insights/dashboard',
    '/api/admin/insights/analytics',
    '/api/admin/insights/analytics?days=90&bucket=week',
    '/api/admin/insights/analytics?days=365&bucket=month',
  ];
  for (const path of paths) await measure(path, 1, 20); // warm-up (plans, caches)
  console.log(
    `\nload average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| endpoint | in flight | calls | p50 ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const path of paths) {
    for (const inFlight of [1, 4]) {
      const xs = await measure(path, inFlight);
      console.log(
        `| \`${path.replace('/api/admin/insights/', '')}\` | ${inFlight} | ${xs.length} | ${pct(xs, 0.5).toFixed(1)} | ${pct(xs, 0.95).toFixed(1)} | ${(xs.at(-1) ?? 0).toFixed(1)} |`,
      );
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await app.close();
} finally {
  await handle.close();
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.end();
}
