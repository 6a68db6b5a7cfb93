import { pageParam } from './pageParam';

/**
 * Help-centre rules and constants (spec §2 Public help, §3 helpdesk article, issue 13), shared by server and web.
 */

/** Help-centre categories in display order (the seed and the admin's category select use the same list). */
export const HELP_CATEGORIES = [
  'Aan de slag',
  'Account & beveiliging',
  'Abonnementen & betalen',
  'Evenementen',
  'Locaties',
  'Professionals',
  'Organisaties & teams',
  'Privacy',
  'Community',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** Spec §3 defaults of an article. */
export const HELP_DEFAULT_READ_TIME = 5;
export const HELP_DEFAULT_AUTHOR = 'Support Team';

/** Search results and admin list per page; featured and most-read blocks of the overview. */
export const HELP_PAGE_SIZE = 20;
export const HELP_FEATURED_COUNT = 6;
export const HELP_POPULAR_COUNT = 5;
/** Related articles under an article: at most this many (same category first, then shared tags). */
export const HELP_RELATED_MAX = 5;

export const HELP_TITLE_MIN = 3;
export const HELP_TITLE_MAX = 150;
export const HELP_SLUG_MAX = 120;
export const HELP_EXCERPT_MAX = 300;
export const HELP_CONTENT_MAX = 50_000;
export const HELP_TAGS_MAX = 10;
export const HELP_TAG_MAX = 40;
export const HELP_QUERY_MAX = 200;
export const HELP_AUTHOR_MAX = 80;
export const HELP_READ_TIME_MAX = 120;

/** The canonical path of an article page (the other three article paths show the same page). */
export const helpArticlePath = (slug: string): string => `/support/article/${encodeURIComponent(slug)}`;

/** Tags as typed: trimmed, lowercased, without empties and duplicates, at most HELP_TAGS_MAX. */
export const normalizeHelpTags = (tags: readonly string[]): string[] =>
  [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, HELP_TAGS_MAX);

/** The help centre's search as its address holds it: /support?q=…&categorie=…&page=… */
export type HelpSearchParams = { q: string; category: string; page: number };

/**
 * The search of a help-centre URL, read the same way by the page (web HelpCenterPage) and the server's
 * first-render data; it searches only when `isHelpSearch`.
 */
export const helpCenterSearch = (params: URLSearchParams): HelpSearchParams => ({
  q: (params.get('q') ?? '').trim(),
  category: params.get('categorie') ?? '',
  page: pageParam(params),
});

export const isHelpSearch = (search: HelpSearchParams): boolean => search.q !== '' || search.category !== '';

/** The query string of GET /api/help/search for a search (page 1 left out). */
export const helpSearchApiQuery = (search: HelpSearchParams) => ({
  q: search.q,
  category: search.category,
  page: search.page > 1 ? search.page : undefined,
});
