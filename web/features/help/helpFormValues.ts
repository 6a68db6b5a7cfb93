import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { HELP_CATEGORIES, type HelpCategory } from '@core/domain/help';
import { type AdminHelpArticle, AdminHelpArticleInput } from '@core/schemas/help';

/** What the inputs hold: tags as one comma-separated line, the read time as typed. */
export type HelpFormValues = {
  title: string;
  slug: string;
  category: HelpCategory | '';
  tags: string;
  excerpt: string;
  content: string;
  readTime: string;
  featured: boolean;
  published: boolean;
  author: string;
};

export const emptyHelpForm = (): HelpFormValues => ({
  title: '',
  slug: '',
  category: '',
  tags: '',
  excerpt: '',
  content: '',
  readTime: '5',
  featured: false,
  published: false,
  author: '',
});

export const helpArticleToForm = (a: AdminHelpArticle): HelpFormValues => ({
  title: a.title,
  slug: a.slug,
  category: (HELP_CATEGORIES as readonly string[]).includes(a.category) ? (a.category as HelpCategory) : '',
  tags: a.tags.join(', '),
  excerpt: a.excerpt ?? '',
  content: a.content,
  readTime: String(a.readTime),
  featured: a.featured,
  published: a.published,
  author: a.author,
});

const formToInput = (v: HelpFormValues): Record<string, unknown> => ({
  title: v.title,
  slug: v.slug.trim(),
  category: v.category || undefined,
  tags: v.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  excerpt: v.excerpt.trim() === '' ? null : v.excerpt,
  content: v.content,
  readTime: v.readTime.trim() === '' ? undefined : v.readTime.trim(),
  featured: v.featured,
  published: v.published,
  author: v.author,
});

/** Validates with the contract's schema (Dutch messages); field names are the body's. */
export const helpFormResolver: Resolver<HelpFormValues, unknown, AdminHelpArticleInput> = (values) => {
  const result = AdminHelpArticleInput.safeParse(formToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<HelpFormValues> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'root');
    if (!(path in errors)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};
