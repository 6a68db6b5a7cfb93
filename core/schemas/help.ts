import { z } from 'zod';
import {
  HELP_AUTHOR_MAX,
  HELP_CATEGORIES,
  HELP_CONTENT_MAX,
  HELP_EXCERPT_MAX,
  HELP_QUERY_MAX,
  HELP_READ_TIME_MAX,
  HELP_SLUG_MAX,
  HELP_TAG_MAX,
  HELP_TAGS_MAX,
  HELP_TITLE_MAX,
  HELP_TITLE_MIN,
} from '../domain/help';
import { paged } from './common';

/**
 * The help-centre contract (spec §2 help, §3 helpdesk article, issue 13). Articles are written in Markdown
 * (raw HTML allowed); the server renders them through the one sanitiser of §5 and answers `html`. Public
 * endpoints show published articles only; the admin endpoints (/api/admin/help) see drafts too.
 */

const page = z.coerce.number().int().min(1).max(10000).default(1);

export const HelpSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export type HelpSlugParams = z.infer<typeof HelpSlugParams>;

/** An article in a list (overview blocks, search results, related articles). */
export const HelpArticleSummary = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  readTime: z.number().int(),
  featured: z.boolean(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;

export const HelpCategoryCount = z.object({ name: z.string(), count: z.number().int() });
export type HelpCategoryCount = z.infer<typeof HelpCategoryCount>;

/** GET /api/help/overview: categories in display order with their published count, featured, most read. */
export const HelpOverview = z.object({
  categories: z.array(HelpCategoryCount),
  featured: z.array(HelpArticleSummary),
  popular: z.array(HelpArticleSummary),
});
export type HelpOverview = z.infer<typeof HelpOverview>;

/** GET /api/help/search: words (Dutch full text, accents optional) and/or one category; 20 a page. */
export const HelpSearchQuery = z.object({
  q: z.string().trim().max(HELP_QUERY_MAX, 'Gebruik maximaal 200 tekens.').default(''),
  category: z.string().trim().max(80).optional(),
  page,
});
export type HelpSearchQuery = z.infer<typeof HelpSearchQuery>;

/** A search result: the summary plus a short snippet, HTML-escaped except for <mark> around the matches. */
export const HelpSearchHit = HelpArticleSummary.extend({ snippet: z.string().nullable() });
export type HelpSearchHit = z.infer<typeof HelpSearchHit>;

export const HelpSearchResponse = paged(HelpSearchHit);
export type HelpSearchResponse = z.infer<typeof HelpSearchResponse>;

export const HelpFeedbackCounts = z.object({ helpful: z.number().int(), notHelpful: z.number().int() });
export type HelpFeedbackCounts = z.infer<typeof HelpFeedbackCounts>;

/** GET /api/help/articles/:slug: a published article with its sanitised HTML and related articles. */
export const HelpArticle = HelpArticleSummary.extend({
  html: z.string(),
  author: z.string(),
  feedback: HelpFeedbackCounts,
  related: z.array(HelpArticleSummary),
});
export type HelpArticle = z.infer<typeof HelpArticle>;

export const HelpViewResponse = z.object({ counted: z.boolean() });
export type HelpViewResponse = z.infer<typeof HelpViewResponse>;

/** 'Was dit nuttig?' Ja/Nee: one answer per visitor; a new answer replaces the old one. */
export const HelpFeedbackBody = z.object({ helpful: z.boolean() });
export type HelpFeedbackBody = z.infer<typeof HelpFeedbackBody>;

export const HelpFeedbackResponse = HelpFeedbackCounts.extend({ answer: z.boolean() });
export type HelpFeedbackResponse = z.infer<typeof HelpFeedbackResponse>;

/** Key of the article page's query (the web's helpKeys.article), seeded by the server's page head. */
export const helpArticleQueryKey = (slug: string) => ['help', 'article', slug] as const;

// ── Admin (/admin/helpdesk) ─────────────────────────────────────────────────────────────────────────────────

export const ADMIN_HELP_STATUSES = ['all', 'published', 'draft'] as const;

export const AdminHelpListQuery = z.object({
  q: z.string().trim().max(HELP_QUERY_MAX).default(''),
  status: z.enum(ADMIN_HELP_STATUSES).default('all'),
  page,
});
export type AdminHelpListQuery = z.infer<typeof AdminHelpListQuery>;

/** An article as the admin sees it: drafts too, with its content (Markdown) and feedback. */
export const AdminHelpArticle = HelpArticleSummary.extend({
  content: z.string(),
  author: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  feedback: HelpFeedbackCounts,
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticle>;

export const AdminHelpList = paged(AdminHelpArticle.omit({ content: true }));
export type AdminHelpList = z.infer<typeof AdminHelpList>;

const slugField = z
  .string()
  .trim()
  .max(HELP_SLUG_MAX, 'Gebruik maximaal 120 tekens.')
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Gebruik kleine letters, cijfers en streepjes.');

/** Create or replace an article. An empty slug follows from the title. */
export const AdminHelpArticleInput = z.object({
  title: z
    .string()
    .trim()
    .min(HELP_TITLE_MIN, 'Geef het artikel een titel van minstens 3 tekens.')
    .max(HELP_TITLE_MAX, 'Gebruik maximaal 150 tekens.'),
  slug: slugField.default(''),
  category: z.enum(HELP_CATEGORIES, { message: 'Kies een categorie.' }),
  tags: z
    .array(z.string().trim().min(1).max(HELP_TAG_MAX, 'Een tag heeft maximaal 40 tekens.'))
    .max(HELP_TAGS_MAX, 'Gebruik maximaal 10 tags.')
    .default([]),
  excerpt: z.string().trim().max(HELP_EXCERPT_MAX, 'Gebruik maximaal 300 tekens.').nullish(),
  content: z
    .string()
    .trim()
    .min(1, 'Schrijf de inhoud van het artikel.')
    .max(HELP_CONTENT_MAX, 'Het artikel is te lang (maximaal 50.000 tekens).'),
  readTime: z.coerce
    .number({ message: 'Vul een aantal minuten in.' })
    .int('Vul hele minuten in.')
    .min(1, 'Minimaal 1 minuut.')
    .max(HELP_READ_TIME_MAX, 'Maximaal 120 minuten.')
    .default(5),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  author: z.string().trim().max(HELP_AUTHOR_MAX, 'Gebruik maximaal 80 tekens.').default(''),
});
export type AdminHelpArticleInput = z.infer<typeof AdminHelpArticleInput>;

/** Change some fields (the publish and feature toggles send one field). */
export const AdminHelpArticlePatch = z.object({
  title: AdminHelpArticleInput.shape.title.optional(),
  slug: slugField.optional(),
  category: AdminHelpArticleInput.shape.category.optional(),
  tags: AdminHelpArticleInput.shape.tags.unwrap().optional(),
  excerpt: AdminHelpArticleInput.shape.excerpt,
  content: AdminHelpArticleInput.shape.content.optional(),
  readTime: AdminHelpArticleInput.shape.readTime.unwrap().optional(),
  featured: z.boolean().optional(),
  published: z.boolean().optional(),
  author: AdminHelpArticleInput.shape.author.unwrap().optional(),
});
export type AdminHelpArticlePatch = z.infer<typeof AdminHelpArticlePatch>;

export const AdminHelpIdParams = z.object({ id: z.string().uuid() });
export type AdminHelpIdParams = z.infer<typeof AdminHelpIdParams>;

export const AdminHelpPreviewBody = z.object({
  content: z.string().max(HELP_CONTENT_MAX, 'Het artikel is te lang (maximaal 50.000 tekens).'),
});
export type AdminHelpPreviewBody = z.infer<typeof AdminHelpPreviewBody>;

export const AdminHelpPreview = z.object({ html: z.string() });
export type AdminHelpPreview = z.infer<typeof AdminHelpPreview>;
