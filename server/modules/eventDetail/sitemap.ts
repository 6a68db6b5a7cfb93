import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { escapeHtml } from './seo';

/**
 * sitemap.xml (sitemaps.org 0.9): published upcoming events and public profiles (organisations, venues,
 * published professionals) with their last change. Above SITEMAP_PAGE_SIZE URLs, /sitemap.xml becomes a
 * sitemap index of /sitemaps/{n}.xml pages.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

type Entry = { path: string; lastmod: Date | string };

/** Every listed URL in one stable order: events by start, then profiles by slug. */
const entriesSql = (now: Date) => sql`
  select kind, path, least(lastmod, ${now.toISOString()}::timestamptz) as lastmod, sort_key from (
    select 1 as kind, '/evenement/' || slug as path, updated_at as lastmod, start_date::text as sort_key from events
      where status = 'published' and deleted_at is null and start_date >= ${now.toISOString()}::timestamptz
    union all
    select 2, '/organisatie/' || slug, updated_at, slug from organization_profiles
    union all
    select 3, '/venues/' || slug, updated_at, slug from venue_profiles
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

const selectEntries = (db: Db, now: Date, page: number): Promise<Entry[]> =>
  executeRows<Entry>(
    db,
    sql`select path, lastmod from (${entriesSql(now)}) e order by kind, sort_key, path
        limit ${SITEMAP_PAGE_SIZE} offset ${(page - 1) * SITEMAP_PAGE_SIZE}`,
  );

const w3cDate = (value: Date | string): string => new Date(value).toISOString();

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const urlset = (publicUrl: string, entries: Entry[]): string =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      (e) =>
        `  <url><loc>${escapeHtml(publicUrl + encodeURI(e.path))}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod></url>`,
    )
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (publicUrl: string, pages: number, now: Date): string =>
  `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
    { length: pages },
    (_, i) =>
      `  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>`,
  ).join('\n')}\n</sitemapindex>\n`;

/** /sitemap.xml: the URL set itself, or the index when there are more than one page of URLs. */
export const buildSitemap = async (db: Db, publicUrl: string, now = new Date()): Promise<string> => {
  const total = await countSitemapEntries(db, now);
  if (total > SITEMAP_PAGE_SIZE) return sitemapIndex(publicUrl, Math.ceil(total / SITEMAP_PAGE_SIZE), now);
  return urlset(publicUrl, await selectEntries(db, now, 1));
};

/** /sitemaps/{page}.xml; null when the page does not exist. */
export const buildSitemapPage = async (
  db: Db,
  publicUrl: string,
  page: number,
  now = new Date(),
): Promise<string | null> => {
  const total = await countSitemapEntries(db, now);
  if (page < 1 || (page - 1) * SITEMAP_PAGE_SIZE >= total) return null;
  return urlset(publicUrl, await selectEntries(db, now, page));
};
