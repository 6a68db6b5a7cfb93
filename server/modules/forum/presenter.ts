import type {
  ForumActivity,
  ForumAuthor,
  ForumCategory,
  ForumPost,
  ForumTopicDetail,
  ForumTopicSummary,
  LeaderboardEntry,
  MyForumPost,
} from '../../../core/schemas/forum';
import type { Actor } from '../../http/context';
import { renderMarkdown } from '../../http/markdown';
import { htmlToText } from '../../http/sanitizeHtml';
import { forumPolicy } from './policy';
import type { ActivityRow, AuthorRecord, CategoryRecord } from './queries';
import type { PostRecord } from './queriesPosts';
import type { TopicRecord } from './queriesTopics';

const EXCERPT_LENGTH = 200;
/** An excerpt needs the start only: rendering a 20 000-character topic for 200 characters is waste. */
const EXCERPT_SOURCE = 1200;

/**
 * Rendered Markdown and excerpts by source text, for the lists and topic pages read again and again (the
 * renderer and the sanitiser cost about a millisecond a post). Pure functions of the text, so a hit is always
 * right; the least recently used entry goes when full.
 */
const memo = (fn: (text: string) => string, max = 2000): ((text: string) => string) => {
  const cache = new Map<string, string>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) {
      cache.delete(text);
      cache.set(text, hit);
      return hit;
    }
    const value = fn(text);
    cache.set(text, value);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return value;
  };
};

export const renderForum = memo(renderMarkdown);

/** Plain text of member Markdown, cut at a word near 200 characters. */
export const excerptOf = memo((markdown: string): string => {
  const head = markdown.length > EXCERPT_SOURCE ? markdown.slice(0, EXCERPT_SOURCE) : markdown;
  const text = htmlToText(renderMarkdown(head)).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
});

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The author card; a deleted account (author id null) is an anonymous card the web calls 'Community Lid'. */
export const presentAuthor = (row: AuthorRecord): ForumAuthor => ({
  id: row.authorId,
  name: row.authorName,
  username: row.authorUsername,
  avatarUrl: row.authorAvatarUrl,
  href: row.authorSlug ? `/member/${encodeURIComponent(row.authorSlug)}` : null,
  memberSince: row.authorSince ? iso(row.authorSince) : null,
  topicCount: row.authorTopicCount,
  postCount: row.authorPostCount,
  reputation: row.authorReputation,
});

export const presentCategory = (row: CategoryRecord): ForumCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  icon: row.icon,
  color: row.color,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  topicCount: row.topicCount,
  postCount: row.postCount,
  lastActivityAt: row.lastActivityAt,
});

export const presentTopicSummary = (row: TopicRecord): ForumTopicSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: excerptOf(row.content),
  category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug, color: row.categoryColor },
  author: presentAuthor(row),
  tags: row.tags,
  status: row.status,
  isPinned: row.isPinned,
  isFeatured: row.isFeatured,
  isHidden: row.isHidden,
  viewCount: row.viewCount,
  voteScore: row.voteScore,
  postCount: row.postCount,
  lastActivityAt: iso(row.lastActivityAt),
  createdAt: iso(row.createdAt),
  event:
    row.eventId && row.eventTitle
      ? { id: row.eventId, title: row.eventTitle, href: `/event/${row.eventId}` }
      : null,
});

export const presentTopicDetail = (
  row: TopicRecord,
  viewer: Actor | null,
  myVote: number,
): ForumTopicDetail => {
  const item = { authorId: row.authorId, status: row.status, isHidden: row.isHidden };
  return {
    ...presentTopicSummary(row),
    content: row.content,
    html: renderForum(row.content),
    updatedAt: iso(row.updatedAt),
    myVote,
    abilities: {
      canReply: forumPolicy.reply(viewer, item),
      canEdit: forumPolicy.edit(viewer, item),
      canDelete: forumPolicy.remove(viewer, item),
      canToggleStatus: forumPolicy.toggleStatus(viewer, item),
      canModerate: forumPolicy.moderate(viewer),
      canVote: forumPolicy.vote(viewer, item),
      canReport: forumPolicy.report(viewer, item),
    },
  };
};

/**
 * A post. Hidden posts reach moderators only (whole, isHidden: true; docs/PRODUCT.md: hidden items vanish for
 * everyone else). Should one ever reach someone else, it goes out empty (no text, no author), never in full.
 */
export const presentPost = (row: PostRecord & { number: number }, viewer: Actor | null): ForumPost => {
  const veiled = row.isHidden && !forumPolicy.seeHidden(viewer);
  const item = { authorId: row.authorId };
  const author = presentAuthor(row);
  return {
    id: row.id,
    topicId: row.topicId,
    author: veiled
      ? { ...author, id: null, name: null, username: null, avatarUrl: null, href: null }
      : author,
    content: veiled ? '' : row.content,
    html: veiled ? '' : renderForum(row.content),
    quotedPostId: row.quotedPostId,
    voteScore: row.voteScore,
    myVote: row.myVote,
    isHidden: row.isHidden,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    number: row.number,
    abilities: {
      canEdit: !veiled && forumPolicy.edit(viewer, item),
      canDelete: forumPolicy.remove(viewer, item),
      canModerate: forumPolicy.moderate(viewer),
      canVote: !veiled && forumPolicy.vote(viewer, item),
      canReport: !veiled && forumPolicy.report(viewer, item),
    },
  };
};

export const presentActivity = (row: ActivityRow): ForumActivity => ({
  kind: row.kind,
  topicTitle: row.topic_title,
  topicSlug: row.topic_slug,
  authorName: row.author_name,
  at: row.at,
});

export const presentLeader = (
  row: AuthorRecord & { lastActiveAt: Date },
  rank: number,
): LeaderboardEntry => ({ rank, author: presentAuthor(row), lastActiveAt: iso(row.lastActiveAt) });

export const presentMyPost = (row: {
  id: string;
  content: string;
  createdAt: Date;
  voteScore: number;
  topicId: string;
  topicTitle: string;
  topicSlug: string;
}): MyForumPost => ({
  id: row.id,
  excerpt: excerptOf(row.content),
  createdAt: iso(row.createdAt),
  voteScore: row.voteScore,
  topic: { id: row.topicId, title: row.topicTitle, slug: row.topicSlug },
});
