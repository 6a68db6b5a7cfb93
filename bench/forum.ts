/**
 * Forum benchmark (issue 13): a category's topic list (each sort, pages 1 and 2) and a topic page (the topic
 * and its first page of posts), at 100 000 topics and 1 000 000 posts (bench/forumVolume.ts). Targets: p95
 * ≤ 20 ms on PostgreSQL, ≤ 60 ms on PGlite. Loopback only; figures go in bench/RESULTS.md ("Forum").
 *
 *   DATA_DIR=data/bench-forum npm run seed -- --events 40
 *   DATA_DIR=data/bench-forum npx tsx bench/forumVolume.ts
 *   PORT=3243 DATA_DIR=data/bench-forum NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/forum.ts http://127.0.0.1:3243
 */
import { loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);

type Page = { total: number; items: { id: string; slug: string; postCount: number }[] };
const getJson = async <T>(path: string): Promise<T> => {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

const categories = (
  await getJson<{ items: { slug: string; topicCount: number; postCount: number }[] }>('/api/forum/categories')
).items;
const busiest = [...categories].sort((a, b) => b.topicCount - a.topicCount)[0];
if (!busiest) throw new Error('no forum categories');
console.log(
  `categories: ${categories.length}; busiest '${busiest.slug}': ${busiest.topicCount} topics, ${busiest.postCount} posts`,
);

// The floor on this machine at this moment: a public request that reads almost nothing.
console.log('\n### baseline: GET /api/categories (cached event categories)');
await runRotation(base, ['/api/categories']);

console.log(`\n### Category topic list ('${busiest.slug}', 4 sorts × pages 1 and 2)`);
await runRotation(
  base,
  ['activity', 'new', 'votes', 'views'].flatMap((sort) =>
    [1, 2].map((page) => `/api/forum/topics?category=${busiest.slug}&sort=${sort}&page=${page}`),
  ),
);

const topics = (await getJson<Page>(`/api/forum/topics?category=${busiest.slug}&sort=views`)).items
  .filter((t) => t.postCount >= 10)
  .slice(0, 6);
console.log(
  `\n### Topic page: the topic and its first 20 posts (${topics.length} topics, ${topics[0]?.postCount} posts each)`,
);
await runRotation(
  base,
  topics.flatMap((t) => [`/api/forum/topics/${t.slug}`, `/api/forum/topics/${t.id}/posts?page=1`]),
);

console.log('\n### All topics by activity (the /community list), pages 1 and 2');
await runRotation(base, ['/api/forum/topics?page=1', '/api/forum/topics?page=2']);
