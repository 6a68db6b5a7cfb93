/**
 * Event search benchmark (issue 4): text + radius + date + price, page 1, against a running server on
 * 100 000 seeded events. Loopback only; figures go in bench/RESULTS.md ("Event search").
 *
 *   DATA_DIR=data/bench npm run seed -- --events 100000
 *   PORT=3000 DATA_DIR=data/bench NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/search.ts http://127.0.0.1:3000
 *
 * BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default "1,4,10") runs one pass per connection
 * count. The requests rotate over several cities, words and months so no single plan wins; BENCH_SEARCH=miss makes
 * every request a search the server has not answered before (no cache hit).
 * p95 is computed from every response time (autocannon's own summary has no p95).
 */
import { loopbackBase, runRotation } from './rotation';
import { UNCACHED_SEARCHES, searchPaths, uncachedSearchPath } from './searchPaths';

const base = loopbackBase(process.argv[2]);

// BENCH_SEARCH=miss: every request a search not asked before (the cost of the query itself); default: the
// rotation's 12 searches again and again, which after the first round the server answers from its cache of
// repeated searches. RESULTS.md reports both.
const miss = process.env.BENCH_SEARCH === 'miss';
await runRotation(
  base,
  miss ? Array.from({ length: UNCACHED_SEARCHES }, (_, i) => uncachedSearchPath(i)) : searchPaths(),
);
