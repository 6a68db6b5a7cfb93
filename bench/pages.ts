/**
 * Server-rendered pages under concurrency (issue 17: "a page served from the server's render in ≤ 30 ms p95,
 * autocannon, 10 connections"): the HTML of /events, of event pages and of the landing page as a browser asks
 * for them (Accept: text/html, brotli), against a running production server, loopback only.
 *
 *   npx tsx bench/pages.ts http://127.0.0.1:3000 events     # /events
 *   npx tsx bench/pages.ts http://127.0.0.1:3000 event      # the event pages of the first /events page
 *   npx tsx bench/pages.ts http://127.0.0.1:3000 landing    # /
 *
 * BENCH_SECONDS and BENCH_CONNECTIONS as in bench/rotation.ts. Before measuring, it checks that the server
 * really rendered the page (#root carries data-server-rendered), so a fallback to the plain shell cannot pass
 * for a fast render.
 */
import { loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);
const what = process.argv[3] ?? 'events';
const HTML = { accept: 'text/html', 'accept-encoding': 'br' };

const eventPagePaths = async (): Promise<string[]> => {
  const res = await fetch(new URL('/api/events?page=1', base));
  const body = (await res.json()) as { items: { slug: string }[] };
  return body.items.map((item) => `/evenement/${item.slug}`);
};

const paths =
  what === 'events'
    ? ['/events']
    : what === 'landing'
      ? ['/']
      : what === 'event'
        ? await eventPagePaths()
        : null;
if (!paths) throw new Error(`unknown page "${what}": events, event or landing`);

// Every page once before measuring, as the popular pages of a live site are: the steady state is measured, and the
// first (cold) answer of each page is reported apart.
const cold: number[] = [];
for (const path of paths) {
  const started = performance.now();
  const html = await (await fetch(new URL(path, base), { headers: HTML })).text();
  cold.push(performance.now() - started);
  if (!/<div id="root"[^>]*data-server-rendered/.test(html)) {
    throw new Error(`${path} was not rendered by the server (no data-server-rendered on #root)`);
  }
}
cold.sort((a, b) => a - b);
console.log(
  `first answer of each page (${paths.length}): median ${cold[Math.floor(cold.length / 2)]?.toFixed(1)} ms, max ${cold.at(-1)?.toFixed(1)} ms`,
);
await runRotation(base, paths, HTML);
