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
