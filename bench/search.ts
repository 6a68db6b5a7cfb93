/**
 * Event search benchmark (issue 4): text + radius + date + price, page 1, against a running server on
 * 100 000 seeded events. Loopback only; figures go in bench/RESULTS.md ("Event search").
 *
 *   DATA_DIR=data/bench npm run seed -- --events 100000
 *   PORT=3000 DATA_DIR=data/bench NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/search.ts http://127.0.0.1:3000
 *
 * BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default "1,4,10") runs one pass per connection
 * count. The requests rotate over several cities, words and months so no single plan or cache line wins.
 * p95 is computed from every response time (autocannon's own summary has no p95).
 */
import autocannon from 'autocannon';

type Request = { method: 'GET'; path: string };
type Instance = PromiseLike<{ non2xx: number; requests: { average: number } }> & {
  on: (event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void) => void;
};
type Options = { url: string; connections: number; duration: number; requests: Request[] };
const run = autocannon as unknown as (opts: Options) => Instance;

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const url = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
  throw new Error('Benchmarks only target this machine (loopback).');
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,4,10').split(',').map(Number);

/** Centres of the seeded cities (server/db/seed/data/cities.ts) and words that occur in seeded texts. */
const places = [
  [52.0907, 5.1214], // Utrecht
  [52.3676, 4.9041], // Amsterdam
  [51.2194, 4.4025], // Antwerpen
  [51.4416, 5.4697], // Eindhoven
  [51.0543, 3.7174], // Gent
  [52.5168, 6.083], // Zwolle
] as const;
const words = ['yoga', 'adem', 'dans', 'meditatie', 'cacao', 'retraite'];

const month = (offset: number): { from: string; to: string } => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

/** The search the issue names: text + radius + date + price, page 1. */
export const searchPaths = (): string[] =>
  places.flatMap(([lat, lng], i) =>
    [0, 1].map((j) => {
      const { from, to } = month(1 + ((i + j) % 4));
      const params = new URLSearchParams({
        q: words[(i + j * 3) % words.length] ?? 'yoga',
        near: `${lat},${lng}`,
        radius: j === 0 ? '25' : '50',
        from,
        to,
        price: j === 0 ? '0-50' : '10-500',
      });
      return `/api/events?${params.toString()}`;
    }),
  );

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const paths = searchPaths();
console.log(`${paths.length} rotating searches, e.g. ${paths[0]}`);
console.log(`| connections | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const connections of connectionCounts) {
  const times: number[] = [];
  const instance = run({
    url: base,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const f = (n: number): string => n.toFixed(1);
  console.log(
    `| ${connections} | ${Math.round(result.requests.average)} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1) ?? Number.NaN)} | ${result.non2xx} |`,
  );
}
