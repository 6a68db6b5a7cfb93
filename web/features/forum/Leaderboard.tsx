import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatForumCount } from '@core/domain/forum';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { pageParam } from '@web/lib/pageParam';
import { AuthorAvatar, AuthorNameLink, authorCounts } from './AuthorCard';
import { ForumPagedList } from './ForumPagedList';
import { CREATE_TOPIC_PATH } from './paths';
import { useLeaderboard } from './queries';
import { timeAgo } from './relativeTime';

const MEDALS = ['bg-amber-100 text-amber-900', 'bg-sand-200 text-ink', 'bg-clay-100 text-clay-700'];

/** The members who contribute most (forum_user_stats: reputation, topics, replies), 20 a page. */
export const Leaderboard = () => {
  const { t, i18n } = useTranslation('forum');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useLeaderboard(page);
  return (
    <ForumPagedList
      query={query}
      skeleton={{ rows: 8, rowClassName: 'h-16' }}
      errorTitle={t('leaderboard.errorTitle')}
      empty={
        <StatePanel
          icon={Trophy}
          title={t('leaderboard.empty')}
          description={t('leaderboard.emptyText')}
          action={
            <Link to={CREATE_TOPIC_PATH} className="font-semibold text-forest-700 underline">
              {t('newTopic')}
            </Link>
          }
        />
      }
      onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      summaryKey="leaderboard.pagination"
    >
      {(entries) => (
        <ol
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white"
          data-testid="forum-leaderboard"
        >
          {entries.map((entry) => (
            <li
              key={`${entry.rank}-${entry.author.id ?? ''}`}
              className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5"
            >
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold',
                  MEDALS[entry.rank - 1] ?? 'bg-forest-50 text-forest-800',
                )}
              >
                {entry.rank}
              </span>
              <AuthorAvatar author={entry.author} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">
                  <AuthorNameLink author={entry.author} />
                </p>
                <p className="text-xs text-ink-muted">
                  {authorCounts(t, entry.author)}
                  {' · '}
                  <span suppressHydrationWarning>
                    {t('leaderboard.lastActive', { when: timeAgo(entry.lastActiveAt, i18n.language) })}
                  </span>
                </p>
              </div>
              <p className="text-right">
                <span className="block font-display text-xl font-semibold text-ink">
                  {formatForumCount(entry.author.reputation)}
                </span>
                <span className="text-xs text-ink-muted">{t('leaderboard.reputation')}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </ForumPagedList>
  );
};
