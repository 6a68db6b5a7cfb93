/**
 * Forum volume for bench/forum.ts (issue 13): 100 000 topics and 1 000 000 posts over the seeded categories
 * and members, inserted with generate_series in a few statements. Triggers are off while it inserts
 * (`session_replication_role = replica`), so the counters, search vectors and forum_user_stats are computed
 * afterwards in one UPDATE (or INSERT … ON CONFLICT) each. Run it with the server stopped (PGlite) on a
 * database the demo seed filled:
 *
 *   DATA_DIR=data/bench-forum npm run seed -- --events 40
 *   DATA_DIR=data/bench-forum npx tsx bench/forumVolume.ts          # or DATABASE_URL=… for PostgreSQL
 *
 * BENCH_TOPICS / BENCH_POSTS change the volume. A second run finds the bench topics and does nothing.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const TOPICS = Number(process.env.BENCH_TOPICS ?? 100_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const config = loadConfig(process.env);
const handle = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl, maxConnections: 1 } : { dataDir: config.dbDir },
);

const step = async (label: string, script: string): Promise<void> => {
  const started = Date.now();
  await handle.exec(script);
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const [present] = await handle.query<{ n: number }>(
  `select count(*)::int as n from forum_topics where slug like 'bench-topic-%'`,
);
if ((present?.n ?? 0) > 0) {
  console.log(`volume present: ${present?.n} bench topics`);
} else {
  // One transaction with the triggers off; every counter is recomputed below from the rows themselves.
  await step(
    `${TOPICS} topics and ${POSTS} posts`,
    `
    begin;
    set local session_replication_role = replica;
    create temporary table bench_cats on commit drop as
      select id, row_number() over (order by sort_order) - 1 as i from forum_categories where is_active;
    create temporary table bench_users on commit drop as
      select id, row_number() over (order by id) - 1 as i from users;
    insert into forum_topics (title, content, slug, category_id, author_id, tags, view_count, vote_score,
                              created_at, updated_at, last_activity_at)
    select 'Bench topic ' || g || ' over ' || w.word,
           'Een vraag over ' || w.word || ' en ademhaling, nummer ' || g || '. Wie heeft er ervaring mee?',
           'bench-topic-' || g,
           c.id, u.id, array[w.word], (g * 7919) % 5000, (g * 31) % 40 - 10,
           now() - ((g * 13) % 525600) * interval '1 minute', now() - ((g * 13) % 525600) * interval '1 minute',
           now() - ((g * 13) % 525600) * interval '1 minute'
      from generate_series(0, ${TOPICS - 1}) g
      join bench_cats c on c.i = g % (select count(*) from bench_cats)
      join bench_users u on u.i = g % (select count(*) from bench_users)
      cross join lateral (select (array['yoga','meditatie','ademwerk','dans','klank','retraite'])[g % 6 + 1] as word) w;
    create temporary table bench_topics on commit drop as
      select id, created_at, row_number() over (order by slug) - 1 as i from forum_topics
       where slug like 'bench-topic-%';
    insert into forum_posts (topic_id, author_id, content, created_at, updated_at)
    select t.id, u.id, 'Reactie ' || g || ': goed punt, ik herken dit.',
           least(now(), t.created_at + (g / ${TOPICS}) * interval '1 hour'),
           least(now(), t.created_at + (g / ${TOPICS}) * interval '1 hour')
      from generate_series(0, ${POSTS - 1}) g
      join bench_topics t on t.i = g % ${TOPICS}
      join bench_users u on u.i = (g * 7) % (select count(*) from bench_users);
    commit;`,
  );
  await step(
    'search vectors',
    `update forum_topics set search_vector =
        setweight(to_tsvector('dutch', unaccent(title)), 'A')
        || setweight(to_tsvector('dutch', unaccent(array_to_string(tags, ' '))), 'B')
        || setweight(to_tsvector('dutch', unaccent(left(content, 20000))), 'C')
      where search_vector is null`,
  );
  await step(
    'topic counters',
    `update forum_topics t set post_count = p.n, last_activity_at = greatest(t.created_at, p.last)
       from (select topic_id, count(*)::int as n, max(created_at) as last from forum_posts group by topic_id) p
      where t.id = p.topic_id and t.post_count <> p.n`,
  );
  await step(
    'category counters',
    `update forum_categories c set topic_count = coalesce(s.topics, 0), post_count = coalesce(s.posts, 0)
       from (select category_id, count(*)::int as topics, sum(post_count)::int as posts
               from forum_topics group by category_id) s
      where s.category_id = c.id`,
  );
  await step(
    'forum_user_stats',
    `insert into forum_user_stats (user_id, topic_count, post_count, reputation, last_active_at)
     select a.user_id, sum(a.topics)::int, sum(a.posts)::int, sum(a.rep)::int, max(a.at)
       from (select author_id as user_id, count(*) as topics, 0 as posts, 5 * count(*) + sum(vote_score) as rep,
                    max(created_at) as at from forum_topics where author_id is not null group by author_id
             union all
             select author_id, 0, count(*), 2 * count(*) + sum(vote_score), max(created_at)
               from forum_posts where author_id is not null group by author_id) a
      group by a.user_id
     on conflict (user_id) do update set topic_count = excluded.topic_count, post_count = excluded.post_count,
       reputation = excluded.reputation, last_active_at = excluded.last_active_at`,
  );
  // The counter updates rewrote every topic: vacuum (one table a statement, outside a transaction) so the
  // indexes hold live rows only, as autovacuum would leave them (PGlite has none).
  for (const table of ['forum_topics', 'forum_posts', 'forum_categories', 'forum_user_stats']) {
    await step(`vacuum ${table}`, `vacuum analyze ${table}`);
  }
}
await handle.close();
