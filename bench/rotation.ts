/**
 * Runs autocannon over a rotating list of GET paths and prints one Markdown row per connection count with
 * p50/p95/p99 computed from every response time (autocannon's own summary has no p95). Shared by the
 * event search and directory benchmarks. Loopback only.
 */
import autocannon from 'autocannon';

type Request = { method: 'GET'; path: string; headers?: Record<string, string> };
type Instance = PromiseLike<{ non2xx: number; requests: { average: number } }> & {
  on: (event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void) => void;
};
type Options = { url: string; connections: number; duration: number; requests: Request[] };
const run = autocannon as unknown as (opts: Options) => Instance;

export const loopbackBase = (arg: string | undefined): string => {
  const base = arg ?? 'http://127.0.0.1:3000';
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(base).hostname)) {
    throw new Error('Benchmarks only target this machine (loopback).');
  }
  return base;
};

/** Centres of seeded cities (server/db/seed/data/cities.ts) the searches rotate over. */
export const BENCH_PLACES = [
  [52.0907, 5.1214], // Utrecht
  [52.3676, 4.9041], // Amsterdam
  [51.2194, 4.4025], // Antwerpen
  [51.4416, 5.4697], // Eindhoven
  [51.0543, 3.7174], // Gent
  [52.5168, 6.083], // Zwolle
] as const;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default "1,4,10") one pass per connection count. */
export const runRotation = async (
  base: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
): Promise<void> => {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,4,10').split(',').map(Number);
  console.log(`${paths.length} rotating requests, e.g. ${paths[0]}`);
  console.log(`| connections | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const connections of connectionCounts) {
    const times: number[] = [];
    const instance = run({
      url: base,
      connections,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path, headers })),
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    const result = await instance;
    times.sort((a, b) => a - b);
    const f = (n: number): string => n.toFixed(1);
    console.log(
      `| ${connections} | ${Math.round(result.requests.average)} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1) ?? Number.NaN)} | ${result.non2xx} |`,
    );
  }
};
