/**
 * Dashboard analytics benchmark (issue 12): GET /api/dashboard/analytics for 7, 30 and 90 days, signed in as
 * the demo organiser (De Ademhalte) after its organisation got 1 000 extra events and 1 000 000 event views
 * spread over the last 90 days. PostgreSQL only (the statement triggers of migration 0011 fill
 * event_daily_stats while the views go in). Loopback only; figures go in bench/RESULTS.md ("Dashboard
 * analytics").
 *
 *   createdb -h 127.0.0.1 -p 54329 -U postgres kring_bench_analytics
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/kring_bench_analytics PORT=3212 NODE_ENV=production \
 *     node --import tsx server/main.ts          # migrates and seeds the demo data, then serves
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/kring_bench_analytics \
 *     npx tsx bench/analytics.ts http://127.0.0.1:3212
 *
 * The volume is inserted once (the script sees its own events by slug and skips the insert on a second run).
 */
import postgres from 'postgres';
import { loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\/[^/]*(127\.0\.0\.1|localhost)/.test(databaseUrl))
  throw new Error('Set DATABASE_URL to a local PostgreSQL bench database.');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const ORGANISER = 'organisatie@demo.kring.test';

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });

const prepare = async (): Promise<void> => {
  const [org] = await sql<{ id: string; userId: string }[]>`
    select o.id, o.user_id as "userId" from organization_profiles o
      join users u on u.id = o.user_id where u.email = ${ORGANISER}`;
  if (!org) throw new Error(`no organisation of ${ORGANISER}: start the server once so it seeds`);
  const started = Date.now();
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`
    select count(*)::int as n from events where slug like 'bench-analytics-%'`;
  if (n < EVENTS)
    await sql`
      insert into events (title, slug, status, start_date, end_date, organization_profile_id, organizer_id, city,
                          published_at)
      select 'Bench-avond ' || g, 'bench-analytics-' || g, 'published', now() + (g % 200 + 1) * interval '1 day',
             now() + (g % 200 + 1) * interval '1 day' + interval '2 hours', ${org.id}, ${org.userId}, 'Utrecht',
             now() - interval '100 days'
        from generate_series(${n + 1}, ${EVENTS}) g`;
  const bench = sql`select id from events where slug like 'bench-analytics-%'`;
  const [{ views, days } = { views: 0, days: 0 }] = await sql<{ views: number; days: number }[]>`
    select coalesce(sum(views), 0)::int as views, count(*)::int as days
      from event_daily_stats where event_id in (${bench})`;
  // Every event on (nearly) every day of the 90: otherwise an earlier, clumped insert is redone.
  if (views >= VIEWS && days >= EVENTS * 89) {
    console.log(`volume present: ${EVENTS} bench events, ${views} views in ${days} rollup rows`);
    return;
  }
  await sql`delete from event_daily_stats where event_id in (${bench})`;
  await sql`delete from event_views where event_id in (${bench})`;
  // One statement: the statement trigger rolls the million rows up per event and Amsterdam day at once. Every
  // event gets views on every one of the 90 days (the worst case for the dashboard: 90 000 rollup rows).
  await sql`
    with ids as (select id, row_number() over (order by id) - 1 as i from events
                 where slug like 'bench-analytics-%')
    insert into event_views (event_id, visitor_hash, created_at)
    select ids.id, md5(g::text),
           now() - ((g / ${EVENTS}) % 90) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(0, ${VIEWS - 1}) g join ids on ids.i = g % ${EVENTS}`;
  for (const table of ['events', 'event_daily_stats', 'event_views']) await sql.unsafe(`analyze ${table}`);
  const [stats] = await sql<{ rows: number; views: number }[]>`
    select count(*)::int as rows, sum(views)::int as views from event_daily_stats`;
  console.log(
    `inserted ${EVENTS} events and ${VIEWS} views in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `event_daily_stats: ${stats?.rows} rows, ${stats?.views} views`,
  );
};

const signIn = async (): Promise<Record<string, string>> => {
  const res = await fetch(new URL('/api/auth/sign-in', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: ORGANISER, password: 'kring-demo-2026' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return { cookie };
};

await prepare();
await sql.end();
const session = await signIn();
// The floor on this machine at this moment: a signed-in request that reads almost nothing.
console.log('\n### baseline: a signed-in request that reads one row (GET /api/follows/state)');
await runRotation(base, [`/api/follows/state?ids=00000000-0000-4000-8000-000000000000`], session);
for (const days of [7, 30, 90]) {
  const check = await fetch(new URL(`/api/dashboard/analytics?days=${days}`, base), { headers: session });
  const body = (await check.json()) as { kpis: { views: { current: number } } };
  console.log(`\n### ${days} days (views in the window: ${body.kpis.views.current})`);
  await runRotation(base, [`/api/dashboard/analytics?days=${days}`], session);
}
