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

for (const path of paths.slice(0, 3)) {
  const html = await (await fetch(new URL(path, base), { headers: { accept: 'text/html' } })).text();
  if (!/<div id="root"[^>]*data-server-rendered/.test(html)) {
    throw new Error(`${path} was not rendered by the server (no data-server-rendered on #root)`);
  }
}
await runRotation(base, paths, HTML);
