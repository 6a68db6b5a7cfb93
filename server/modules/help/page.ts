import type { FastifyReply, FastifyRequest } from 'fastify';
import { helpArticlePath } from '../../../core/domain/help';
import { HelpArticle, helpArticleQueryKey } from '../../../core/schemas/help';
import type { Db } from '../../db/client';
import { type PageHead, SITE_NAME, absoluteUrl, sendDetailPageShell } from '../../http/pageHead';
import { decodeArticleText } from './presenter';
import { loadArticle } from './service';

/** The four article paths of spec §2: one page, canonical /support/article/{slug}. */
export const HELP_ARTICLE_PATHS = [
  '/support/article/:slug',
  '/help/article/:slug',
  '/help/artikel/:slug',
  '/artikel/:slug',
] as const;

/** Every tag becomes a space, so words of adjacent blocks stay apart. */
const textOf = (html: string): string => decodeArticleText(html.replace(/<[^>]*>/g, ' '));

/**
 * The questions of an article that is a list of questions, or null. The rule: at least two h2 headings, every
 * one ending in '?'; the answer of each is the text up to the next heading.
 */
export const faqOf = (html: string): { question: string; answer: string }[] | null => {
  const parts = html.split(/<h2[^>]*>/i).slice(1);
  if (parts.length < 2) return null;
  const items = parts.map((part) => {
    const [heading = '', rest = ''] = part.split(/<\/h2>/i);
    return {
      question: textOf(heading),
      answer: textOf(rest.split(/<h[1-3][^>]*>/i)[0] ?? '').slice(0, 1000),
    };
  });
  return items.every((item) => item.question.endsWith('?') && item.answer) ? items : null;
};

/** schema.org Article, plus a FAQPage block when the article is a list of questions (faqOf). */
export const helpArticleJsonLd = (article: HelpArticle, publicUrl: string): object[] => {
  const url = absoluteUrl(publicUrl, helpArticlePath(article.slug));
  const blocks: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      url,
      mainEntityOfPage: url,
      ...(article.excerpt ? { description: article.excerpt } : {}),
      articleSection: article.category,
      ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
      dateModified: article.updatedAt,
      inLanguage: 'nl-NL',
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
    },
  ];
  const faq = faqOf(article.html);
  if (faq)
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  return blocks;
};

export const helpArticlePageHead = (article: HelpArticle, publicUrl: string, slug: string): PageHead => ({
  title: article.title,
  description: article.excerpt ?? textOf(article.html),
  canonicalPath: helpArticlePath(article.slug),
  type: 'article',
  jsonLd: helpArticleJsonLd(article, publicUrl),
  entries: [{ key: helpArticleQueryKey(slug), data: article }],
});

/**
 * Route handler of the article paths: the crawler head and the seeded article. Unknown or unpublished slug:
 * the plain shell (noindex, status 200 as every other SPA path), whose page shows the Dutch 404.
 */
export const sendHelpArticlePageShell = (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  slug: string,
): Promise<FastifyReply> =>
  sendDetailPageShell(
    req,
    reply,
    publicUrl,
    {
      load: () => loadArticle(db, slug),
      schema: HelpArticle,
      notFoundCode: 'help_article_not_found',
      head: (article) => helpArticlePageHead(article, publicUrl, slug),
    },
    { notFoundStatus: 200 },
  );
