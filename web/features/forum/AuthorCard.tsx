import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORUM_DEFAULT_AUTHOR, formatForumCount } from '@core/domain/forum';
import type { ForumAuthor } from '@core/schemas/forum';
import { formatEventDate } from '@web/lib/format';
import { cn } from '@web/lib/cn';

/** Name or 'Community Lid' (spec §8). */
export const authorName = (author: ForumAuthor): string => author.name ?? FORUM_DEFAULT_AUTHOR;

/** '3 topics · 1 reactie'. */
export const authorCounts = (t: TFunction, author: ForumAuthor): string =>
  `${t('author.topics', { count: author.topicCount, value: formatForumCount(author.topicCount) })} · ${t(
    'author.posts',
    { count: author.postCount, value: formatForumCount(author.postCount) },
  )}`;

/** The author's name, linking to their profile when they have a public one. */
export const AuthorNameLink = ({ author }: { author: ForumAuthor }) =>
  author.href ? (
    <Link to={author.href} className="hover:text-forest-700 hover:underline">
      {authorName(author)}
    </Link>
  ) : (
    authorName(author)
  );

type AvatarProps = { author: ForumAuthor; size?: 'sm' | 'md' };

export const AuthorAvatar = ({ author, size = 'md' }: AvatarProps) => {
  const name = authorName(author);
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-12 text-base';
  return author.avatarUrl ? (
    <img
      src={author.avatarUrl}
      alt=""
      className={cn('shrink-0 rounded-full object-cover', box)}
      loading="lazy"
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-forest-100 font-semibold text-forest-800',
        box,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || 'K'}
    </span>
  );
};

/** The author card of a topic: avatar, name, member since and forum counts. */
export const AuthorCard = ({ author }: { author: ForumAuthor }) => {
  const { t, i18n } = useTranslation('forum');
  return (
    <div data-testid="forum-author-card" className="flex items-center gap-3">
      <AuthorAvatar author={author} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          <AuthorNameLink author={author} />
        </p>
        <p className="text-xs text-ink-muted">
          {author.memberSince
            ? t('author.memberSince', { date: formatEventDate(author.memberSince, i18n.language) })
            : null}
          {author.memberSince ? ' · ' : null}
          {authorCounts(t, author)}
        </p>
      </div>
    </div>
  );
};
