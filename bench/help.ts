/**
 * Help-centre search benchmark (issue 13, target p95 ≤ 10 ms): GET /api/help/search with Dutch words (some typed
 * without their accents), a word plus a category, and a category without words, against a running server.
 * Loopback only; figures go in bench/RESULTS.md ("Help centre").
 *
 * Demo seed (PGlite or PostgreSQL):
 *   PORT=3243 DATA_DIR=data/bench-help NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/help.ts http://127.0.0.1:3243
 *
 * With volume (PostgreSQL only): DATABASE_URL set to the server's local database adds BENCH_ARTICLES
 * (default 5 000) published articles of generated Dutch text once, so ranking reads many matches:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/kring_bench_help npx tsx bench/help.ts http://127.0.0.1:3243
 */
import postgres from 'postgres';
import { HELP_CATEGORIES } from '../core/domain/help';
import { loopbackBase, runRotation } from './rotation';

const base = loopbackBase(process.argv[2]);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5000);

/** Words of the seeded articles; 'coordinaten' and 'prive' lack the accents of the text on purpose. */
const WORDS = [
  'wachtwoord',
  'factuur',
  'coordinaten',
  'abonnement opzeggen',
  'evenement',
  'prive',
  'team',
  'locatie',
];

const addVolume = async (databaseUrl: string): Promise<void> => {
  if (!/^postgres(ql)?:\/\/[^/]*(127\.0\.0\.1|localhost)/.test(databaseUrl))
    throw new Error('DATABASE_URL must be a local PostgreSQL bench database.');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`
    select count(*)::int as n from helpdesk_articles where slug like 'bench-help-%'`;
  if (n < ARTICLES) {
    const started = Date.now();
    await sql`
      insert into helpdesk_articles (title, slug, content, excerpt, category, tags, published, view_count)
      select 'Vraag ' || g || ' over ' || (array['je wachtwoord','een factuur','je evenement','de locatie','je team',
               'privé gegevens','coördinaten op de kaart','je abonnement'])[g % 8 + 1],
             'bench-help-' || g,
             '## Uitleg ' || g || E'\n\n' || repeat('Zo regel je het in een paar stappen: open je dashboard, kies het '
               || 'onderdeel en bevestig. Lukt het niet, neem dan contact op met het team. ', 1 + g % 6),
             'Korte uitleg bij vraag ' || g,
             (${sql.array([...HELP_CATEGORIES])}::text[])[g % ${HELP_CATEGORIES.length}::int + 1],
             array['uitleg', 'vraag' || (g % 50)], true, g % 1000
        from generate_series(${n + 1}::int, ${ARTICLES}::int) g`;
    console.log(`added ${ARTICLES - n} bench articles in ${Date.now() - started} ms`);
  }
  const [{ total } = { total: 0 }] = await sql<{ total: number }[]>`
    select count(*)::int as total from helpdesk_articles where published`;
  console.log(`${total} published articles`);
  await sql.end();
};

if (process.env.DATABASE_URL) await addVolume(process.env.DATABASE_URL);

const paths = [
  ...WORDS.map((q) => `/api/help/search?${new URLSearchParams({ q }).toString()}`),
  ...WORDS.slice(0, 4).map(
    (q, i) => `/api/help/search?${new URLSearchParams({ q, category: HELP_CATEGORIES[i] ?? '' }).toString()}`,
  ),
  ...HELP_CATEGORIES.slice(0, 4).map((category) => `/api/help/search?${new URLSearchParams({ category })}`),
];

await runRotation(base, paths);
