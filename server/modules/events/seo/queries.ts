import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/client';

/** URLs per sitemap page; above it /sitemap.xml becomes an index of /sitemaps/{n}.xml pages. */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapEntry = { path: string; lastmod: Date | string };

/** Every listed URL in one stable order: events by start, then profiles by slug. */
const entriesSql = (now: Date) => sql`
  select kind, path, least(lastmod, ${now.toISOString()}::timestamptz) as lastmod, sort_key from (
    select 1 as kind, '/evenement/' || slug as path, updated_at as lastmod, start_date::text as sort_key from events
      where status = 'published' and deleted_at is null and start_date >= ${now.toISOString()}::timestamptz
    union all
    select 2, '/organization/' || slug, updated_at, slug from organization_profiles where not is_hidden
    union all
    select 3, '/venues/' || slug, updated_at, slug from venue_profiles where not is_hidden
    union all
    select 4, '/professionals/' || slug, updated_at, slug from professionals where status = 'published'
  ) entries`;

export const countSitemapEntries = async (db: Db, now: Date): Promise<number> => {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${entriesSql(now)}) e`,
  );
  return Number(row?.n ?? 0);
};

export const selectSitemapEntries = (db: Db, now: Date, page: number): Promise<SitemapEntry[]> =>
  executeRows<SitemapEntry>(
    db,
    sql`select path, lastmod from (${entriesSql(now)}) e order by kind, sort_key, path
        limit ${SITEMAP_PAGE_SIZE} offset ${(page - 1) * SITEMAP_PAGE_SIZE}`,
  );
