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
import { loopbackBase, runRotation } from './rotation';
import { searchPaths } from './searchPaths';

const base = loopbackBase(process.argv[2]);

await runRotation(base, searchPaths());
