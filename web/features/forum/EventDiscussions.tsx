import { MessageCircle, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { discussEventPath, topicPath } from './paths';
import { useForumTopics } from './queries';
import { timeAgo } from './relativeTime';

const SHOWN = 5;

/** The event page's 'Discussies' block: the first topics about the event and 'Bespreek dit evenement'. */
export const EventDiscussions = ({ eventId }: { eventId: string }) => {
  const { t, i18n } = useTranslation('forum');
  const query = useForumTopics({ view: 'events', eventId, limit: SHOWN, page: 1 });
  const items = query.data?.items ?? [];
  return (
    <section
      aria-labelledby="event-discussions"
      data-testid="event-discussions"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-discussions" className="flex items-center gap-2 font-display text-xl font-semibold">
          <MessagesSquare aria-hidden className="size-5 text-forest-600" />
          {t('eventDiscussions.title')}
        </h2>
        <Button asChild variant="secondary" size="sm">
          <Link to={discussEventPath(eventId)}>{t('eventDiscussions.discuss')}</Link>
        </Button>
      </div>
      {query.isPending ? (
        <SkeletonList rows={2} rowClassName="h-12" className="mt-4 space-y-2" />
      ) : query.isError || items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('eventDiscussions.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {items.map((topic) => (
            <li key={topic.id} className="flex items-center justify-between gap-3 py-2.5">
              <Link
                to={topicPath(topic.slug)}
                className="min-w-0 truncate font-medium text-ink hover:text-forest-700 hover:underline"
              >
                {topic.title}
              </Link>
              <span className="flex shrink-0 items-center gap-3 text-xs text-ink-muted">
                <span className="inline-flex items-center gap-1">
                  <MessageCircle aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('counts.repliesLabel')}</span>
                  {topic.postCount}
                </span>
                <span className="hidden sm:inline" suppressHydrationWarning>
                  {timeAgo(topic.lastActivityAt, i18n.language)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.data && query.data.total > SHOWN ? (
        <Link
          to="/community/events"
          className="mt-3 inline-block text-sm font-semibold text-forest-700 underline underline-offset-2"
        >
          {t('eventDiscussions.all', { count: query.data.total })}
        </Link>
      ) : null}
    </section>
  );
};
