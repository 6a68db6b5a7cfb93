import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The stored facts of /admin/analytics: one upsert per table for a whole batch of counts. */

export type SearchFact = { day: string; term: string; searches: number; zeroResults: number };
export type PageViewFact = { day: string; screen: string; views: number };

/** Rows per statement: far under PostgreSQL's 65 535 bound parameters (four per row at most). */
const CHUNK = 1000;
const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** Add a batch of search counts to search_daily (adding, so several instances never overwrite each other). */
export const upsertSearchFacts = async (db: Db, facts: readonly SearchFact[]): Promise<void> => {
  for (const part of chunks(facts)) await upsertSearchChunk(db, part);
};

const upsertSearchChunk = async (db: Db, facts: readonly SearchFact[]): Promise<void> => {
  const values = sql.join(
    facts.map((f) => sql`(${f.day}::date, ${f.term}, ${f.searches}::int, ${f.zeroResults}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into search_daily (day, term, searches, zero_results) values ${values}
    on conflict (day, term) do update
      set searches = search_daily.searches + excluded.searches,
          zero_results = search_daily.zero_results + excluded.zero_results`);
};

/** Add a batch of page-view counts to page_views_daily. */
export const upsertPageViewFacts = async (db: Db, facts: readonly PageViewFact[]): Promise<void> => {
  for (const part of chunks(facts)) await upsertPageViewChunk(db, part);
};

const upsertPageViewChunk = async (db: Db, facts: readonly PageViewFact[]): Promise<void> => {
  const values = sql.join(
    facts.map((f) => sql`(${f.day}::date, ${f.screen}, ${f.views}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into page_views_daily (day, screen, views) values ${values}
    on conflict (day, screen) do update set views = page_views_daily.views + excluded.views`);
};
