/**
 * Directory search benchmark (issue 11): text + radius + one type filter, page 1, per directory, and a
 * profile page's API, against a running server with 20 000 extra profiles of each kind. Loopback only;
 * figures go in bench/RESULTS.md ("Directory search").
 *
 *   DATA_DIR=data/bench-dir npm run seed -- --profiles 20000
 *   PORT=3000 DATA_DIR=data/bench-dir NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/directories.ts http://127.0.0.1:3000
 *
 * /api/professionals needs a session: the script signs in as the demo participant first.
 */
import { BENCH_PLACES, loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);
// Words the seeded volume really holds: profile names repeat a few words ("Studio", "Kracht"), professionals
// are named after people and their type ("Inge Bakker", "Coach"), so every search of the rotation has matches.
const profileWords = ['studio', 'kracht', 'adem', 'rust', 'bron', 'hart'];
const professionalWords = ['coach', 'therapeut', 'bakker', 'facilitator', 'jansen', 'inge'];

const near = (i: number): string => {
  const [lat, lng] = BENCH_PLACES[i % BENCH_PLACES.length] ?? BENCH_PLACES[0];
  return `${lat},${lng}`;
};

const rotation = (
  path: string,
  extra: (i: number) => Record<string, string>,
  words: string[] = profileWords,
): string[] =>
  BENCH_PLACES.map((_, i) => {
    const params = new URLSearchParams({
      q: words[i % words.length] ?? 'rust',
      near: near(i),
      radius: i % 2 === 0 ? '25' : '50',
      ...extra(i),
    });
    return `${path}?${params.toString()}`;
  });

const signIn = async (): Promise<Record<string, string>> => {
  const res = await fetch(new URL('/api/auth/sign-in', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'deelnemer@demo.kring.test', password: 'kring-demo-2026' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return { cookie };
};

const firstSlug = async (path: string, headers: Record<string, string> = {}): Promise<string> => {
  const res = await fetch(new URL(path, base), { headers });
  const body = (await res.json()) as { items?: { slug: string }[] };
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error(`no profile found at ${path}`);
  return slug;
};

const session = await signIn();
console.log('\n### Venues (text + radius + venue type)');
await runRotation(
  base,
  rotation('/api/venues', (i) => ({ type: i % 2 === 0 ? 'Yogastudio' : 'Dansstudio' })),
);
console.log('\n### Organisations (text + radius + category)');
await runRotation(
  base,
  rotation('/api/organizations', (i) => ({ category: i % 2 === 0 ? 'dans' : 'festival' })),
);
console.log('\n### Professionals (text + radius + online)');
await runRotation(
  base,
  rotation('/api/professionals', () => ({ online: 'true' }), professionalWords),
  session,
);
console.log('\n### Profile pages');
const venue = await firstSlug('/api/venues');
const org = await firstSlug('/api/organizations');
await runRotation(base, [`/api/venues/${venue}`, `/api/organizations/${org}`]);
