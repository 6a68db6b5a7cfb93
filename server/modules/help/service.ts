import { HELP_DEFAULT_AUTHOR, HELP_PAGE_SIZE, normalizeHelpTags } from '../../../core/domain/help';
import { slugify } from '../../../core/domain/slugs';
import { AppError } from '../../../core/errors';
import type {
  AdminHelpArticle,
  AdminHelpArticleInput,
  AdminHelpArticlePatch,
  AdminHelpList,
  AdminHelpListQuery,
  HelpArticle,
  HelpFeedbackResponse,
  HelpOverview,
  HelpSearchQuery,
  HelpSearchResponse,
} from '../../../core/schemas/help';
import type { Db } from '../../db/client';
import { markView } from '../../db/viewCounter';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { renderMarkdown } from '../../http/markdown';
import { helpPolicy } from './policy';
import {
  presentAdminArticle,
  presentAdminList,
  presentArticle,
  presentCategories,
  presentHit,
  presentSummary,
} from './presenter';
import {
  type ArticleValues,
  type HelpArticleRow,
  deleteArticle,
  incrementViewCount,
  insertArticle,
  searchArticles,
  selectAdminArticle,
  selectAdminArticles,
  selectCategoryCounts,
  selectFeatured,
  selectFeedbackCounts,
  selectPopular,
  selectPublishedArticle,
  selectRelated,
  slugTaken,
  updateArticle,
  upsertFeedback,
} from './queries';

/** GET /api/help/overview: categories with their published count, featured articles and the most read. */
export const loadOverview = async (db: Db): Promise<HelpOverview> => {
  const [categories, featured, popular] = await Promise.all([
    selectCategoryCounts(db),
    selectFeatured(db),
    selectPopular(db),
  ]);
  return {
    categories: presentCategories(categories),
    featured: featured.map(presentSummary),
    popular: popular.map(presentSummary),
  };
};

/** GET /api/help/search: ranked Dutch full text (accents optional) and/or one category, 20 a page. */
export const searchHelp = async (db: Db, query: HelpSearchQuery): Promise<HelpSearchResponse> => {
  const { rows, total } = await searchArticles(db, {
    q: query.q,
    category: query.category || undefined,
    page: query.page,
  });
  return { items: rows.map(presentHit), total, page: query.page, pageSize: HELP_PAGE_SIZE };
};

const publishedOr404 = async (db: Db, slug: string): Promise<HelpArticleRow> => {
  const row = await selectPublishedArticle(db, slug);
  if (!row) throw new AppError('help_article_not_found');
  return row;
};

/** GET /api/help/articles/:slug: a published article, rendered and sanitised, with feedback and related. */
export const loadArticle = async (db: Db, slug: string): Promise<HelpArticle> => {
  const row = await publishedOr404(db, slug);
  const [feedback, related] = await Promise.all([selectFeedbackCounts(db, row.id), selectRelated(db, row)]);
  return presentArticle(row, renderMarkdown(row.content), feedback, related);
};

/** POST /api/help/articles/:slug/view: counts once per visitor per hour (server/db/viewCounter.ts). */
export const countView = async (db: Db, slug: string, viewerKey: string): Promise<{ counted: boolean }> => {
  const row = await publishedOr404(db, slug);
  const counted = await markView(db, { type: 'help_article', id: row.id, viewerKey });
  if (counted) await incrementViewCount(db, row.id);
  return { counted };
};

/** POST /api/help/articles/:slug/feedback: one answer per visitor; a new answer replaces the old one. */
export const answerFeedback = async (
  db: Db,
  slug: string,
  viewerKey: string,
  helpful: boolean,
): Promise<HelpFeedbackResponse> => {
  const row = await publishedOr404(db, slug);
  await upsertFeedback(db, { articleId: row.id, viewerKey, helpful });
  return { answer: helpful, ...(await selectFeedbackCounts(db, row.id)) };
};

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/help/articles: every article (drafts too), with views and feedback. */
export const listAdminArticles = async (
  db: Db,
  actor: Actor,
  query: AdminHelpListQuery,
): Promise<AdminHelpList> => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  const { rows, total } = await selectAdminArticles(db, query);
  return presentAdminList(rows, total, query.page, HELP_PAGE_SIZE);
};

const adminArticleOr404 = async (db: Db, id: string): Promise<AdminHelpArticle> => {
  const row = await selectAdminArticle(db, id);
  if (!row) throw new AppError('help_article_not_found');
  return presentAdminArticle(row);
};

/** GET /api/admin/help/articles/:id: one article for the edit form (a draft too: the admin's preview). */
export const getAdminArticle = async (db: Db, actor: Actor, id: string): Promise<AdminHelpArticle> => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  return adminArticleOr404(db, id);
};

/** A slug from the title when none is given; '-2', '-3'… when that one is taken by another article. */
const freeSlugFrom = async (db: Db, title: string, exceptId?: string): Promise<string> => {
  const base = slugify(title).slice(0, 110) || 'artikel';
  let candidate = base;
  for (let n = 2; await slugTaken(db, candidate, exceptId); n += 1) candidate = `${base}-${n}`;
  return candidate;
};

const cleanValues = <T extends Partial<AdminHelpArticleInput>>(input: T) => ({
  ...input,
  ...(input.tags ? { tags: normalizeHelpTags(input.tags) } : {}),
  ...(input.excerpt !== undefined ? { excerpt: input.excerpt ? input.excerpt : null } : {}),
  ...(input.author !== undefined ? { author: input.author || HELP_DEFAULT_AUTHOR } : {}),
});

/** POST /api/admin/help/articles: a new article; an empty slug follows from the title. */
export const createArticle = async (
  db: Db,
  actor: Actor,
  input: AdminHelpArticleInput,
): Promise<AdminHelpArticle> => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  const values = cleanValues(input) as ArticleValues;
  values.slug = input.slug || (await freeSlugFrom(db, input.title));
  const id = await insertArticle(db, values);
  return adminArticleOr404(db, id);
};

/** PATCH /api/admin/help/articles/:id: the fields sent (the toggles send one); an emptied slug follows the title. */
export const patchArticle = async (
  db: Db,
  actor: Actor,
  id: string,
  patch: AdminHelpArticlePatch,
): Promise<AdminHelpArticle> => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  const current = await adminArticleOr404(db, id);
  const values: Partial<ArticleValues> = cleanValues(patch);
  if (patch.slug === '') values.slug = await freeSlugFrom(db, patch.title ?? current.title, id);
  if (!(await updateArticle(db, id, values))) throw new AppError('help_article_not_found');
  return adminArticleOr404(db, id);
};

/** DELETE /api/admin/help/articles/:id (its feedback goes with it). */
export const removeArticle = async (db: Db, actor: Actor, id: string): Promise<void> => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  if (!(await deleteArticle(db, id))) throw new AppError('help_article_not_found');
};

/** POST /api/admin/help/preview: the article's HTML exactly as the public page will show it. */
export const previewArticle = (actor: Actor, content: string): { html: string } => {
  ensure(helpPolicy.manageArticles(actor), 'admin_only');
  return { html: renderMarkdown(content) };
};
