/**
 * What the framework costs (issue 17): the same event searches through HTTP (the running server: Fastify, zod,
 * serialisation, loopback) and as direct calls on the same database in one run, one request at a time, and the
 * ratio of the p50s. Two direct figures:
 *   - "service": searchPublicEvents, the function the route calls (Drizzle, the same SQL, the presenter);
 *   - "SQL": the statements the service sends (page query with its total, categories of the page), as text
 *     through postgres.js, so Drizzle's own cost shows too.
 *
 *   DATABASE_URL=postgres://…/bench npx tsx bench/overhead.ts http://127.0.0.1:3000
 *
 * BENCH_ENCODING (default identity: no compression, as the direct calls have none; br or gzip for what a
 * browser gets). BENCH_ROUNDS (default 300) requests of each kind after 30 of warm-up, interleaved so load changes on the
 * machine hit all three alike. Figures go in bench/RESULTS.md.
 */
import { EventSearchQuery } from '../core/schemas/eventSearch';
import { openDatabase } from '../server/db/client';
import {
  searchPublicEvents,
  selectCategoriesForEvents,
  selectPublicEventPage,
} from '../server/modules/events';
import { loopbackBase } from './rotation';
import { uncachedSearchPath } from './searchPaths';

const base = loopbackBase(process.argv[2]);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the database the server runs on.');
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = 30;
// BENCH_ENCODING=br measures what a browser gets (compressed); the default compares like with like.
const httpHeaders = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'identity' };

const handle = await openDatabase({ databaseUrl, maxConnections: 1 });
/**
 * Round i's search: no two rounds ask the same (uncachedSearchPath), so the server's cache of repeated searches never
 * answers and the framework is measured around the same query, not a cache against a query. All three kinds get the
 * same search.
 */
const searchOf = (i: number) => {
  const path = uncachedSearchPath(i);
  return { path, search: EventSearchQuery.parse(Object.fromEntries(new URL(path, base).searchParams)) };
};

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const kinds = {
  http: async (i: number) => {
    const res = await fetch(new URL(searchOf(i).path, base), { headers: httpHeaders });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await res.arrayBuffer();
  },
  service: (i: number) => searchPublicEvents(handle.db, searchOf(i).search),
  sql: async (i: number) => {
    const { search } = searchOf(i);
    // The same texts and parameters Drizzle sends, without its mapping; these searches are narrow, so the
    // page query carries the total (no count query).
    const page = selectPublicEventPage(handle.db, search, new Date()).toSQL();
    const rows = await handle.query<{ id: string }>(page.sql, page.params);
    await selectCategoriesForEvents(
      handle.db,
      rows.map((r) => r.id),
    );
  },
};
const times: Record<keyof typeof kinds, number[]> = { http: [], service: [], sql: [] };

for (let i = 0; i < warmup + rounds; i += 1) {
  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    const ms = await timed(() => kinds[kind](i));
    if (i >= warmup) times[kind].push(ms);
  }
}
await handle.close();

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const p50 = (kind: keyof typeof kinds) => percentile(times[kind], 50);

console.log(`${rounds} requests of each kind, each round its own search (no cache hit), e.g. ${searchOf(0).path}`);
console.log('| kind | p50 ms | p95 ms |');
console.log('|---|---|---|');
for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
  console.log(`| ${kind} | ${p50(kind).toFixed(2)} | ${percentile(times[kind], 95).toFixed(2)} |`);
}
console.log(`HTTP/service p50 ratio: ${(p50('http') / p50('service')).toFixed(2)}`);
console.log(`HTTP/SQL p50 ratio: ${(p50('http') / p50('sql')).toFixed(2)}`);
