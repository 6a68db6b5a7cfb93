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
import { BENCH_PLACES as places, loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);

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

await runRotation(base, searchPaths());
