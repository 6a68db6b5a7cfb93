import { HELP_ARTICLES_A } from './help-articles-a';
import { HELP_ARTICLES_B } from './help-articles-b';
import { DAY_MS, slugify } from './text';

export type HelpArticleInput = {
  title: string;
  category: string;
  tags: readonly string[];
  featured?: boolean;
  excerpt: string;
  /** Simple HTML (h2, p, ul/ol, li, strong, a) that the content sanitiser allows. */
  content: string;
};

export type HelpArticleSeed = HelpArticleInput & {
  index: number;
  slug: string;
  featured: boolean;
  published: boolean;
  readTime: number;
  author: string;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Help-centre categories in display order (core/domain/help.ts: the web and the admin form use them too). */
export { HELP_CATEGORIES } from '../../../../core/domain/help';

const wordCount = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Help articles with reading time from their length (200 words a minute, at least 2) and dates before `now`. */
export const buildHelpArticles = (now: Date): HelpArticleSeed[] =>
  [...HELP_ARTICLES_A, ...HELP_ARTICLES_B].map((input, index) => {
    const createdAt = new Date(now.getTime() - (300 - index * 9) * DAY_MS);
    return {
      ...input,
      index,
      slug: slugify(input.title),
      featured: input.featured ?? false,
      published: true,
      readTime: Math.max(2, Math.round(wordCount(input.content) / 200)),
      author: index % 4 === 0 ? 'Support Team' : 'Team Kring',
      viewCount: 40 + ((index * 137) % 900),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (index % 5) * 11 * DAY_MS),
    };
  });
