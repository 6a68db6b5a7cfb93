import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HELP_FEATURED_COUNT,
  HELP_PAGE_SIZE,
  HELP_POPULAR_COUNT,
  HELP_RELATED_MAX,
} from '../../../core/domain/help';
import type { Db } from '../../db/client';
import { totalColumn } from '../../db/paging';
import { helpdeskArticles, helpdeskFeedback } from '../../db/schema';

/**
 * All SQL of the help centre. Public reads filter on `published`; search ranks with ts_rank over the Dutch,
 * unaccented search_vector kept by the trigger of migration 0012 (GIN index helpdesk_articles_search_idx);
 * most read walks helpdesk_articles_popular_idx; one article by its unique slug.
 */

const a = helpdeskArticles;

const summaryColumns = {
  id: a.id,
  slug: a.slug,
  title: a.title,
  excerpt: a.excerpt,
  category: a.category,
  tags: a.tags,
  readTime: a.readTime,
  featured: a.featured,
  viewCount: a.viewCount,
  updatedAt: a.updatedAt,
};

const articleColumns = {
  ...summaryColumns,
  content: a.content,
  author: a.author,
  published: a.published,
  createdAt: a.createdAt,
};

export type HelpSummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  readTime: number;
  featured: boolean;
  viewCount: number;
  updatedAt: Date;
};
export type HelpArticleRow = HelpSummaryRow & {
  content: string;
  author: string;
  published: boolean;
  createdAt: Date;
};
export type FeedbackCounts = { helpful: number; notHelpful: number };

/** Published articles per category (the overview's category tiles). */
export const selectCategoryCounts = (db: Db): Promise<{ name: string; count: number }[]> =>
  db.select({ name: a.category, count: count() }).from(a).where(eq(a.published, true)).groupBy(a.category);

export const selectFeatured = (db: Db): Promise<HelpSummaryRow[]> =>
  db
    .select(summaryColumns)
    .from(a)
    .where(and(eq(a.published, true), eq(a.featured, true)))
    .orderBy(desc(a.updatedAt))
    .limit(HELP_FEATURED_COUNT);

/** Most read: view_count desc over published articles (helpdesk_articles_popular_idx). */
export const selectPopular = (db: Db): Promise<HelpSummaryRow[]> =>
  db
    .select(summaryColumns)
    .from(a)
    .where(sql`${a.published}`)
    .orderBy(desc(a.viewCount), a.id)
    .limit(HELP_POPULAR_COUNT);

/** The visitor's words as a Dutch, unaccented tsquery (the vector is built the same way). */
const tsQuery = (q: string): SQL => sql`websearch_to_tsquery('dutch', unaccent(${q}))`;

/** Control characters that stand for <mark> and </mark> until the snippet is escaped (presenter). */
export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';

/** A short piece of the article around the words: tags stripped, matches between the two control marks. */
const headline = (q: string): SQL<string> => sql<string>`ts_headline('dutch',
  regexp_replace(coalesce(${a.excerpt}, '') || ' ' || left(${a.content}, 20000), '<[^>]*>|[#*_>\`]+', ' ', 'g'),
  ${tsQuery(q)} || websearch_to_tsquery('dutch', ${q}),
  ${`StartSel=${MARK_OPEN}, StopSel=${MARK_CLOSE}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`})`;

/**
 * One page of published articles: ranked by ts_rank for words (then most read), or a category's list by most
 * read when there are none. The total rides along as count(*) over () (a narrow search reads every match).
 */
export const searchArticles = async (
  db: Db,
  input: { q: string; category: string | undefined; page: number },
): Promise<{ rows: (HelpSummaryRow & { snippet: string | null })[]; total: number }> => {
  const words = input.q !== '';
  const where = and(
    eq(a.published, true),
    input.category ? eq(a.category, input.category) : undefined,
    words ? sql`${a.searchVector} @@ ${tsQuery(input.q)}` : undefined,
  );
  const rows = await db
    .select({
      ...summaryColumns,
      snippet: words ? headline(input.q) : sql<string | null>`null::text`,
      total: totalColumn(true),
    })
    .from(a)
    .where(where)
    .orderBy(
      ...(words ? [desc(sql`ts_rank(${a.searchVector}, ${tsQuery(input.q)})`)] : []),
      desc(a.viewCount),
      a.id,
    )
    .limit(HELP_PAGE_SIZE)
    .offset((input.page - 1) * HELP_PAGE_SIZE);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const [row] = await db.select({ n: count() }).from(a).where(where);
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
};

/** A published article by slug (the public pages); null when unknown or a draft. */
export const selectPublishedArticle = async (db: Db, slug: string): Promise<HelpArticleRow | null> => {
  const [row] = await db
    .select(articleColumns)
    .from(a)
    .where(and(eq(a.slug, slug), eq(a.published, true)))
    .limit(1);
  return row ?? null;
};

/** A text[] literal of bound parameters (drizzle spreads a JS array into a list, not an array). */
const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** Related: published, not itself; the same category first, then shared tags, then most read. */
export const selectRelated = (
  db: Db,
  article: { id: string; category: string; tags: string[] },
): Promise<HelpSummaryRow[]> =>
  db
    .select(summaryColumns)
    .from(a)
    .where(and(eq(a.published, true), sql`${a.id} <> ${article.id}`))
    .orderBy(
      desc(sql`${a.category} = ${article.category}`),
      desc(
        sql`cardinality(array(select unnest(${a.tags}) intersect select unnest(${textArray(article.tags)})))`,
      ),
      desc(a.viewCount),
      a.id,
    )
    .limit(HELP_RELATED_MAX);

export const selectFeedbackCounts = async (db: Db, articleId: string): Promise<FeedbackCounts> => {
  const [row] = await db
    .select({
      helpful: sql<number>`(count(*) filter (where ${helpdeskFeedback.helpful}))::int`.mapWith(Number),
      notHelpful: sql<number>`(count(*) filter (where not ${helpdeskFeedback.helpful}))::int`.mapWith(Number),
    })
    .from(helpdeskFeedback)
    .where(eq(helpdeskFeedback.articleId, articleId));
  return { helpful: row?.helpful ?? 0, notHelpful: row?.notHelpful ?? 0 };
};

/** Count one view (after markView said it counts); updated_at stays, it dates the text, not the counter. */
export const incrementViewCount = async (db: Db, articleId: string): Promise<void> => {
  await db.execute(sql`update helpdesk_articles set view_count = view_count + 1 where id = ${articleId}`);
};

/** The visitor's answer; a second answer replaces the first (one row per article and visitor). */
export const upsertFeedback = async (
  db: Db,
  input: { articleId: string; viewerKey: string; helpful: boolean },
): Promise<void> => {
  await db
    .insert(helpdeskFeedback)
    .values(input)
    .onConflictDoUpdate({
      target: [helpdeskFeedback.articleId, helpdeskFeedback.viewerKey],
      set: { helpful: input.helpful, createdAt: sql`now()` },
    });
};

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────

const feedbackColumns = {
  helpful:
    sql<number>`(select count(*)::int from helpdesk_feedback f where f.article_id = ${a.id} and f.helpful)`.mapWith(
      Number,
    ),
  notHelpful:
    sql<number>`(select count(*)::int from helpdesk_feedback f where f.article_id = ${a.id} and not f.helpful)`.mapWith(
      Number,
    ),
};

export type AdminArticleRow = HelpArticleRow & FeedbackCounts;

/** Every article (drafts too), newest change first; words match title, slug or category. */
export const selectAdminArticles = async (
  db: Db,
  input: { q: string; status: 'all' | 'published' | 'draft'; page: number },
): Promise<{ rows: Omit<AdminArticleRow, 'content'>[]; total: number }> => {
  const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    input.status === 'all' ? undefined : eq(a.published, input.status === 'published'),
    input.q ? or(ilike(a.title, pattern), ilike(a.slug, pattern), ilike(a.category, pattern)) : undefined,
  );
  const { content: _content, ...columns } = articleColumns;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, ...feedbackColumns })
      .from(a)
      .where(where)
      .orderBy(desc(a.updatedAt), a.id)
      .limit(HELP_PAGE_SIZE)
      .offset((input.page - 1) * HELP_PAGE_SIZE),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

export const selectAdminArticle = async (db: Db, id: string): Promise<AdminArticleRow | null> => {
  const [row] = await db
    .select({ ...articleColumns, ...feedbackColumns })
    .from(a)
    .where(eq(a.id, id))
    .limit(1);
  return row ?? null;
};

export type ArticleValues = {
  title: string;
  slug: string;
  category: string;
  tags: string[];
  excerpt: string | null;
  content: string;
  readTime: number;
  featured: boolean;
  published: boolean;
  author: string;
};

/** A clash on helpdesk_articles_slug_unique maps to help_article_slug_exists (core/errors.ts). */
export const insertArticle = async (db: Db, values: ArticleValues): Promise<string> => {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updateArticle = async (db: Db, id: string, values: Partial<ArticleValues>): Promise<boolean> => {
  const rows = await db.update(a).set(values).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
};

export const deleteArticle = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
};

/** Whether a slug is taken by another article (the service picks a free one for a slug made from a title). */
export const slugTaken = async (db: Db, slug: string, exceptId?: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.slug, slug), exceptId ? sql`${a.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
};
