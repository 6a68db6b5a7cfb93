import type { ForumTopicListParams } from '../schemas/forum';
import { LIMITS } from './limits';
import { pageParam } from './pageParam';
import { slugify } from './slugs';

/**
 * Forum rules of spec §5 and constants of §9, shared by server and web.
 *
 * Moderators: the spec's role list (§6) has no moderator role, so "moderator or admin" means the admin role.
 */

export const FORUM_PAGE_SIZE = LIMITS.forumPageSize;
/** Recent activity: 3 by default, 6 in the community sidebar (spec §9). */
export const FORUM_RECENT_ACTIVITY = 3;
export const FORUM_SIDEBAR_RECENT_ACTIVITY = 6;
/** Category badge 'Actief' above this many topics; 'Nieuw' when it has no posts yet (spec §9). */
export const FORUM_ACTIVE_CATEGORY_TOPICS = 10;
/** Trending looks at this many days of activity. */
export const FORUM_TRENDING_DAYS = 7;

/** Spec §8 defaults. */
export const FORUM_DEFAULT_AUTHOR = 'Community Lid';
export const FORUM_DEFAULT_CATEGORY = 'Algemeen';
export const FORUM_DEFAULT_CATEGORY_SLUG = 'algemeen';

export const FORUM_TITLE_MIN = 5;
export const FORUM_TITLE_MAX = 150;
export const FORUM_CONTENT_MIN = 10;
export const FORUM_CONTENT_MAX = 20000;
export const FORUM_POST_MIN = 2;
export const FORUM_POST_MAX = 10000;
export const FORUM_TAGS_MAX = 5;
export const FORUM_TAG_MAX = 30;
export const FORUM_REPORT_REASON_MAX = 500;

/** Anti-abuse (issue 13): accounts younger than a day post at most this many per hour; duplicates within a minute. */
export const FORUM_NEW_ACCOUNT_HOURS = 24;
export const FORUM_NEW_ACCOUNT_TOPICS_PER_HOUR = 3;
export const FORUM_NEW_ACCOUNT_POSTS_PER_HOUR = 10;
export const FORUM_DUPLICATE_WINDOW_SECONDS = 60;

/** View counting: once per visitor per hour (topics and help articles). */
export const VIEW_COUNT_WINDOW_MINUTES = 60;

export const FORUM_TOPIC_SORTS = ['activity', 'new', 'votes', 'views'] as const;
export type ForumTopicSort = (typeof FORUM_TOPIC_SORTS)[number];

/** The community tabs of spec §2 and the list each shows. */
export const FORUM_LIST_VIEWS = ['all', 'recent', 'trending', 'featured', 'events'] as const;
export type ForumListView = (typeof FORUM_LIST_VIEWS)[number];

/** The /community overview's 'Laatste onderwerpen': this many, without sort, filters or pages. */
export const FORUM_OVERVIEW_LATEST = 5;

const isTopicSort = (value: string | null): value is ForumTopicSort =>
  value !== null && (FORUM_TOPIC_SORTS as readonly string[]).includes(value);

/**
 * The API query of a topic list: its fixed part (`base`: view, category, event or search words) with the sort,
 * tag, author and page of the address bar; a `compact` list (the overview's latest) is that many of page 1 and
 * ignores the URL. One rule for the web's TopicList and the server's first-render data, so the query key of
 * both is the same (absent values are left out, as a key that went through JSON has them).
 */
export const forumTopicListParams = (
  base: Pick<ForumTopicListParams, 'view' | 'category' | 'eventId' | 'q'>,
  params: URLSearchParams,
  compact?: number,
): ForumTopicListParams => {
  const sort = params.get('sort');
  const query: ForumTopicListParams = {
    ...base,
    sort: !compact && isTopicSort(sort) ? sort : undefined,
    tag: compact ? undefined : (params.get('tag') ?? undefined),
    author: compact ? undefined : (params.get('author') ?? undefined),
    page: compact ? 1 : pageParam(params),
    limit: compact ?? FORUM_PAGE_SIZE,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as ForumTopicListParams;
};

/**
 * Topic slug of spec §5: lowercased title, non-alphanumerics to hyphens, a timestamp appended (milliseconds
 * since 1970, so two topics with the same title a moment apart still differ).
 */
export const topicSlug = (title: string, at: Date): string => {
  const base = slugify(title).slice(0, 80).replace(/-+$/g, '');
  return base ? `${base}-${at.getTime()}` : `topic-${at.getTime()}`;
};

/** Counts above 1000 as x.xk (spec §9): 999 → '999', 1000 → '1000', 1234 → '1.2k', 15000 → '15k'. */
export const formatForumCount = (count: number): string => {
  if (count <= 1000) return String(count);
  const thousands = Math.round(count / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
};

export type ForumCategoryBadge = 'active' | 'new' | null;

/** 'Actief' when a category has more than 10 topics, 'Nieuw' when it has no posts (spec §9). */
export const forumCategoryBadge = (category: {
  topicCount: number;
  postCount: number;
}): ForumCategoryBadge => {
  if (category.topicCount > FORUM_ACTIVE_CATEGORY_TOPICS) return 'active';
  if (category.postCount === 0) return 'new';
  return null;
};

/** Tags as stored: trimmed, lowercased, single spaces, unique, at most FORUM_TAGS_MAX. */
export const normalizeTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^#/, '');
    if (tag) seen.add(tag);
  }
  return [...seen].slice(0, FORUM_TAGS_MAX);
};

const MENTION = /(^|[^\w@/.])@([a-z0-9][a-z0-9_.-]{1,39})/gi;

/** The usernames mentioned as @username in Markdown text (lowercased, unique, code spans ignored). */
export const extractMentions = (markdown: string): string[] => {
  const text = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ');
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]?.replace(/[.-]+$/, '').toLowerCase();
    if (name) names.add(name);
  }
  return [...names];
};

/** A Markdown quote of a post for a reply: '> ' before each line, then an empty line. */
export const quoteMarkdown = (authorName: string, content: string): string =>
  `> **${authorName}** schreef:\n${content
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}\n\n`;
