import { HELP_CATEGORIES } from '../../../core/domain/help';
import type {
  AdminHelpArticle,
  AdminHelpList,
  HelpArticle,
  HelpArticleSummary,
  HelpCategoryCount,
  HelpSearchHit,
} from '../../../core/schemas/help';
import { escapeHtml } from '../../http/pageData';
import {
  type AdminArticleRow,
  type FeedbackCounts,
  type HelpArticleRow,
  type HelpSummaryRow,
  MARK_CLOSE,
  MARK_OPEN,
} from './queries';

export const presentSummary = (row: HelpSummaryRow): HelpArticleSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category,
  tags: row.tags,
  readTime: row.readTime,
  featured: row.featured,
  viewCount: row.viewCount,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Article text without its tags as plain text: the entities it can hold decoded (&amp; last, so '&amp;lt;'
 * stays '&lt;') and white space folded. The search snippet's and the page head's (page.ts) one decoding.
 */
export const decodeArticleText = (text: string): string =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The search snippet as safe HTML: everything escaped, then only the match marks become <mark>; entities the
 * tag stripping left behind (&amp; in the seed's HTML) are decoded first so they are not escaped twice.
 */
export const snippetHtml = (raw: string | null): string | null => {
  if (!raw) return null;
  return escapeHtml(decodeArticleText(raw)).split(MARK_OPEN).join('<mark>').split(MARK_CLOSE).join('</mark>');
};

export const presentHit = (row: HelpSummaryRow & { snippet: string | null }): HelpSearchHit => ({
  ...presentSummary(row),
  snippet: snippetHtml(row.snippet),
});

/** Categories in the display order of core (HELP_CATEGORIES), unknown ones after them; empty ones left out. */
export const presentCategories = (rows: { name: string; count: number }[]): HelpCategoryCount[] => {
  const order = (name: string) => {
    const i = (HELP_CATEGORIES as readonly string[]).indexOf(name);
    return i === -1 ? HELP_CATEGORIES.length : i;
  };
  return rows
    .filter((row) => row.count > 0)
    .sort((x, y) => order(x.name) - order(y.name) || x.name.localeCompare(y.name, 'nl'))
    .map((row) => ({ name: row.name, count: Number(row.count) }));
};

export const presentArticle = (
  row: HelpArticleRow,
  html: string,
  feedback: FeedbackCounts,
  related: HelpSummaryRow[],
): HelpArticle => ({
  ...presentSummary(row),
  html,
  author: row.author,
  feedback,
  related: related.map(presentSummary),
});

export const presentAdminArticle = (row: AdminArticleRow): AdminHelpArticle => ({
  ...presentSummary(row),
  content: row.content,
  author: row.author,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  feedback: { helpful: row.helpful, notHelpful: row.notHelpful },
});

export const presentAdminList = (
  rows: Omit<AdminArticleRow, 'content'>[],
  total: number,
  page: number,
  pageSize: number,
): AdminHelpList => ({
  items: rows.map((row) => ({
    ...presentSummary(row),
    author: row.author,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    feedback: { helpful: row.helpful, notHelpful: row.notHelpful },
  })),
  total,
  page,
  pageSize,
});
