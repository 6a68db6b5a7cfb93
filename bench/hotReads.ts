/**
 * The most common reads under concurrency (issue 17): the unfiltered first page of /events and event pages,
 * against a running server, loopback only. Figures go in bench/RESULTS.md ("API speed under concurrency").
 *
 *   npx tsx bench/hotReads.ts http://127.0.0.1:3000 first-page
 *   npx tsx bench/hotReads.ts http://127.0.0.1:3000 detail
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default "1,4,10"), as bench/rotation.ts. `detail` rotates over
 * the event pages of the first two pages of /events, so more than one entry is read.
 */
import { loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);
const what = process.argv[3] ?? 'first-page';

const eventDetailPaths = async (): Promise<string[]> => {
  const slugs: string[] = [];
  for (const page of [1, 2]) {
    const res = await fetch(new URL(`/api/events?page=${page}`, base));
    const body = (await res.json()) as { items: { slug: string }[] };
    slugs.push(...body.items.map((item) => item.slug));
  }
  return slugs.map((slug) => `/api/events/${slug}/detail`);
};

if (what === 'first-page') await runRotation(base, ['/api/events']);
else if (what === 'detail') await runRotation(base, await eventDetailPaths());
else throw new Error(`unknown read "${what}": first-page or detail`);
