import { CalendarDays, Eye, MessageCircle, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORUM_DEFAULT_AUTHOR, formatForumCount } from '@core/domain/forum';
import type { ForumTopicSummary } from '@core/schemas/forum';
import { CategoryDot } from './CategoryDot';
import { ForumMark } from './ForumMark';
import { categoryPath, topicPath } from './paths';
import { timeAgo } from './relativeTime';
import { TopicTags } from './TopicTags';

type TopicRowProps = {
  topic: ForumTopicSummary;
  /** Clicking a tag or an author filters the list (absent: plain text). */
  onTag?: ((tag: string) => void) | undefined;
  onAuthor?: ((authorId: string) => void) | undefined;
  /** Off inside a category's own list, where every row would name the same category. */
  showCategory?: boolean;
};

/** One topic in a list: marks (pinned, closed, featured, hidden), category, tags, counts, last activity. */
export const TopicRow = ({ topic, onTag, onAuthor, showCategory = true }: TopicRowProps) => {
  const { t, i18n } = useTranslation('forum');
  const author = topic.author.name ?? FORUM_DEFAULT_AUTHOR;
  return (
    <li
      data-testid="forum-topic-row"
      className="rounded-2xl border border-line bg-white p-4 transition hover:border-forest-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {topic.isPinned ? <ForumMark mark="pinned" /> : null}
        {topic.isFeatured ? <ForumMark mark="featured" /> : null}
        {topic.status === 'closed' ? <ForumMark mark="closed" /> : null}
        {topic.isHidden ? <ForumMark mark="hidden" /> : null}
        {showCategory ? (
          <Link
            to={categoryPath(topic.category.slug)}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 font-medium text-ink-soft ring-1 ring-line hover:text-ink"
          >
            <CategoryDot color={topic.category.color} className="size-2" />
            {topic.category.name}
          </Link>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg leading-snug font-semibold text-ink">
        <Link to={topicPath(topic.slug)} className="hover:text-forest-700 hover:underline">
          {topic.title}
        </Link>
      </h3>
      {topic.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{topic.excerpt}</p> : null}
      {topic.event ? (
        <Link
          to={topic.event.href}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-clay-700 hover:underline"
        >
          <CalendarDays aria-hidden className="size-4" />
          {topic.event.title}
        </Link>
      ) : null}
      <TopicTags tags={topic.tags} onTag={onTag} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-ink-muted">
        {onAuthor && topic.author.id ? (
          <button
            type="button"
            onClick={() => onAuthor(topic.author.id!)}
            className="font-medium text-ink-soft hover:text-forest-700 hover:underline"
            aria-label={t('author.filterBy', { name: author })}
          >
            {author}
          </button>
        ) : (
          <span className="font-medium text-ink-soft">{author}</span>
        )}
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="size-3.5" />
          <span className="sr-only">{t('counts.repliesLabel')}</span>
          {formatForumCount(topic.postCount)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden className="size-3.5" />
          <span className="sr-only">{t('counts.viewsLabel')}</span>
          {formatForumCount(topic.viewCount)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ThumbsUp aria-hidden className="size-3.5" />
          <span className="sr-only">{t('counts.votesLabel')}</span>
          {topic.voteScore}
        </span>
        <span className="sm:ml-auto" suppressHydrationWarning>
          {t('lastActivity', { when: timeAgo(topic.lastActivityAt, i18n.language) })}
        </span>
      </div>
    </li>
  );
};
