import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/client';

/** URLs per sitemap page; above it /sitemap.xml becomes an index of /sitemaps/{n}.xml pages. */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapEntry = { path: string; lastmod: Date | string };

/**
 * Every listed URL in one stable order: events by start, then profiles by slug, then services, then the help
 * centre (its front page and published articles) and the forum (active categories, topics not hidden). What a visitor
 * can open without signing in, and nothing else: organisations and venues an admin has not hidden, public
 * members who are not suspended, and the visible services of listed professionals. Professional profiles
 * themselves are left out: spec §2 puts /professionals/{slug} behind login (visitors go to /restricted), so a
 * crawler could only index the redirect.
 */
const entriesSql = (now: Date) => sql`
  select kind, path, least(lastmod, ${now.toISOString()}::timestamptz) as lastmod, sort_key from (
    select 1 as kind, '/evenement/' || slug as path, updated_at as lastmod, start_date::text as sort_key from events
      where status = 'published' and deleted_at is null and start_date >= ${now.toISOString()}::timestamptz
    union all
    select 2, '/organization/' || slug, updated_at, slug from organization_profiles where not is_hidden
    union all
    select 3, '/venues/' || slug, updated_at, slug from venue_profiles where not is_hidden
    union all
    select 4, '/member/' || coalesce(slug, id::text), updated_at, coalesce(slug, id::text) from profiles
      where is_public and suspended_at is null
    union all
    select 5, '/dienst/' || s.id, s.updated_at, s.id::text from professional_services s
      join professionals p on p.id = s.professional_id
      where s.status in ('active', 'published') and p.status = 'published' and not p.is_hidden
    union all
    select 6, '/support', max(updated_at), '' from helpdesk_articles where published having count(*) > 0
    union all
    select 7, '/support/article/' || slug, updated_at, slug from helpdesk_articles where published
    union all
    select 8, '/community/category/' || c.slug,
      coalesce((select max(t.last_activity_at) from forum_topics t where t.category_id = c.id and not t.is_hidden),
        c.created_at),
      c.slug from forum_categories c where c.is_active
    union all
    select 9, '/community/topic/' || slug, last_activity_at, slug from forum_topics where not is_hidden
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
