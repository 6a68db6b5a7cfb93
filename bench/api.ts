/**
 * API load benchmark (autocannon) against a running server, loopback only.
 *   npm start            # or: DATA_DIR=data/bench npm run seed -- --events 100000 && PORT=3000 npm start
 *   npm run bench:api -- http://127.0.0.1:3000
 * Bounded: each path runs for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 10). Numbers go in
 * bench/RESULTS.md with the command that made them; nothing in `npm test` asserts a wall time.
 */
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const url = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
  throw new Error('Benchmarks only target this machine (loopback).');
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = [
  '/api/events?page=1&pageSize=24',
  '/api/events?page=5&pageSize=24&mainType=dans',
  '/api/events?sort=price_asc',
  '/api/categories',
  '/api/site/stats',
  '/api/roadmap',
];

console.log(`| path | req/s (avg) | latency p50 ms | p99 ms | non-2xx |`);
console.log(`|---|---|---|---|---|`);
for (const path of paths) {
  const result = await autocannon({ url: new URL(path, base).toString(), connections, duration: seconds });
  console.log(
    `| \`${path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}
