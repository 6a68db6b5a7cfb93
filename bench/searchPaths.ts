/**
 * The searches of the event search benchmarks (issue 4): text + radius + date + price, page 1, rotating over
 * several cities, words and months so no single plan or cache line wins. Used by bench/search.ts (autocannon)
 * and bench/overhead.ts (HTTP against a direct call).
 */
import { BENCH_PLACES as places } from './rotation';

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

/** How many different searches uncachedSearchPath gives before repeating. */
export const UNCACHED_SEARCHES = 12 * 400;

/**
 * Search `i` of a rotation where no two of UNCACHED_SEARCHES consecutive requests ask the same: one of
 * searchPaths() with its own upper price (100–499 euros), so the server's cache of repeated searches
 * (events/search/cached.ts) never answers and the query itself is measured.
 */
export const uncachedSearchPath = (i: number): string => {
  const all = searchPaths();
  const url = new URL(all[i % all.length]!, 'http://bench.invalid');
  const min = (url.searchParams.get('price') ?? '0-500').split('-')[0] ?? '0';
  url.searchParams.set('price', `${min}-${100 + (Math.floor(i / all.length) % 400)}`);
  return `${url.pathname}${url.search}`;
};
