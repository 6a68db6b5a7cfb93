import { MessagesSquare, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FORUM_TOPIC_SORTS, forumTopicListParams } from '@core/domain/forum';
import type { TopicListQuery } from './api';
import { fieldClassName } from '@web/components/ui/Input';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { ForumPagedList } from './ForumPagedList';
import { CREATE_TOPIC_PATH } from './paths';
import { useForumTopics } from './queries';
import { TopicRow } from './TopicRow';

type TopicListProps = {
  /** The fixed part of the list: its view, category, event or search words. */
  base: Pick<TopicListQuery, 'view' | 'category' | 'eventId' | 'q'>;
  /** Search results say 'Geen resultaten gevonden'; other lists invite a first topic. */
  emptyKind?: 'list' | 'search';
  createHref?: string;
  testId?: string;
  /** The empty state's own words and way forward (e.g. Event Discussies → the events). */
  empty?: { title: string; text: string; to: string; label: string } | undefined;
  /** A short list (the overview's latest topics): this many, without sort, filters or pages. */
  compact?: number;
};

/**
 * A paged topic list (20 a page) whose sort, tag, author and page live in the URL (house rule 10), so a
 * filtered list can be shared and Back restores it.
 */
export const TopicList = ({
  base,
  emptyKind = 'list',
  createHref = CREATE_TOPIC_PATH,
  testId,
  compact,
  empty,
}: TopicListProps) => {
  const { t } = useTranslation('forum');
  const [params, setParams] = useSearchParams();
  // The URL read as the server reads it for the page's first-render data (core/domain/forum.ts).
  const listQuery = forumTopicListParams(base, params, compact);
  const { sort, tag, author } = listQuery;
  const query = useForumTopics(listQuery);

  const change = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { preventScrollReset: !('page' in patch) });
  };

  const authorName = query.data?.items.find((topic) => topic.author.id === author)?.author.name;

  return (
    <section data-testid={testId ?? 'forum-topic-list'} aria-busy={query.isFetching}>
      {compact ? null : (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {tag ? (
              <button
                type="button"
                onClick={() => change({ tag: null })}
                className="inline-flex items-center gap-1.5 rounded-full bg-forest-100 px-3 py-1 text-sm text-forest-800 hover:bg-forest-200"
              >
                {t('filters.tag', { tag })}
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">{t('filters.remove')}</span>
              </button>
            ) : null}
            {author ? (
              <button
                type="button"
                onClick={() => change({ author: null })}
                className="inline-flex items-center gap-1.5 rounded-full bg-forest-100 px-3 py-1 text-sm text-forest-800 hover:bg-forest-200"
              >
                {t('filters.author', { name: authorName ?? t('defaultAuthor') })}
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">{t('filters.remove')}</span>
              </button>
            ) : null}
          </div>
          <label className="flex w-full items-center gap-2 text-sm text-ink-soft sm:w-auto">
            {t('sort.label')}
            <select
              className={cn(fieldClassName, 'h-10 min-w-0 flex-1 py-0 text-sm sm:w-auto sm:flex-none')}
              value={sort ?? 'activity'}
              onChange={(e) => change({ sort: e.target.value === 'activity' ? null : e.target.value })}
            >
              {FORUM_TOPIC_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <ForumPagedList
        query={query}
        skeleton={{ rows: 6, rowClassName: 'h-32', className: 'space-y-3' }}
        errorTitle={t('topics.errorTitle')}
        empty={
          emptyKind === 'search' || tag || author ? (
            <StatePanel
              icon={SearchX}
              title={t('search.empty')}
              description={t('search.emptyText')}
              action={
                <Link to={createHref} className="font-semibold text-forest-700 underline underline-offset-2">
                  {t('newTopic')}
                </Link>
              }
            />
          ) : (
            <StatePanel
              icon={MessagesSquare}
              title={empty?.title ?? t('topics.empty')}
              description={empty?.text ?? t('topics.emptyText')}
              action={
                <Link
                  to={empty?.to ?? createHref}
                  className="font-semibold text-forest-700 underline underline-offset-2"
                >
                  {empty?.label ?? t('topics.startOne')}
                </Link>
              }
            />
          )
        }
        onPage={
          compact
            ? undefined
            : (next) => {
                change({ page: String(next) });
                window.scrollTo({ top: 0 });
              }
        }
        summaryKey="pagination"
      >
        {(topics) => (
          <ul className="space-y-3">
            {topics.map((topic) => (
              <TopicRow
                key={topic.id}
                topic={topic}
                showCategory={!base.category}
                onTag={compact ? undefined : (value) => change({ tag: value })}
                onAuthor={compact ? undefined : (id) => change({ author: id })}
              />
            ))}
          </ul>
        )}
      </ForumPagedList>
    </section>
  );
};
