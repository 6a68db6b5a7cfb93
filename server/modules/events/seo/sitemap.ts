import { AppError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import { escapeHtml } from '../../../http/pageData';
import { SITEMAP_PAGE_SIZE, type SitemapEntry, countSitemapEntries, selectSitemapEntries } from './queries';

/**
 * sitemap.xml (sitemaps.org 0.9): published upcoming events, public profiles (organisations, venues, members)
 * and services, help articles and forum pages, with their last change (which URLs: queries.ts). Above SITEMAP_PAGE_SIZE URLs, /sitemap.xml becomes a
 * sitemap index of /sitemaps/{n}.xml pages.
 */
const w3cDate = (value: Date | string): string => new Date(value).toISOString();

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const urlset = (publicUrl: string, entries: SitemapEntry[]): string =>
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
  return urlset(publicUrl, await selectSitemapEntries(db, now, 1));
};

/** /sitemaps/{page}.xml; not_found (404) when the page does not exist. */
export const buildSitemapPage = async (
  db: Db,
  publicUrl: string,
  page: number,
  now = new Date(),
): Promise<string> => {
  const total = await countSitemapEntries(db, now);
  if (page < 1 || (page - 1) * SITEMAP_PAGE_SIZE >= total) throw new AppError('not_found');
  return urlset(publicUrl, await selectSitemapEntries(db, now, page));
};
