import { MessageCircle, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { ForumPagedList } from './ForumPagedList';
import { COMMUNITY_PATH, CREATE_TOPIC_PATH, topicPath } from './paths';
import { useMyPosts, useMyTopics } from './queries';
import { timeAgo } from './relativeTime';
import { TopicRow } from './TopicRow';

const MyTopics = () => {
  const { t } = useTranslation('forum');
  const [page, setPage] = useState(1);
  const query = useMyTopics(page);
  return (
    <ForumPagedList
      query={query}
      skeleton={{ rows: 4, rowClassName: 'h-28', className: 'space-y-3' }}
      errorTitle={t('mine.errorTitle')}
      empty={
        <StatePanel
          icon={MessagesSquare}
          title={t('mine.noTopics')}
          description={t('mine.noTopicsText')}
          action={
            <Button asChild>
              <Link to={CREATE_TOPIC_PATH}>{t('newTopic')}</Link>
            </Button>
          }
        />
      }
      onPage={setPage}
      summaryKey="pagination"
    >
      {(topics) => (
        <ul className="space-y-3" data-testid="my-forum-topics">
          {topics.map((topic) => (
            <TopicRow key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
    </ForumPagedList>
  );
};

const MyPosts = () => {
  const { t, i18n } = useTranslation('forum');
  const [page, setPage] = useState(1);
  const query = useMyPosts(page);
  return (
    <ForumPagedList
      query={query}
      skeleton={{ rows: 4, rowClassName: 'h-20', className: 'space-y-3' }}
      errorTitle={t('mine.errorTitle')}
      empty={
        <StatePanel
          icon={MessageCircle}
          title={t('mine.noPosts')}
          description={t('mine.noPostsText')}
          action={
            <Button asChild>
              <Link to={COMMUNITY_PATH}>{t('mine.browse')}</Link>
            </Button>
          }
        />
      }
      onPage={setPage}
      summaryKey="mine.postsPagination"
    >
      {(posts) => (
        <ul className="space-y-3" data-testid="my-forum-posts">
          {posts.map((post) => (
            <li key={post.id} className="rounded-2xl border border-line bg-white p-4">
              <Link
                to={topicPath(post.topic.slug)}
                className="font-semibold text-ink hover:text-forest-700 hover:underline"
              >
                {post.topic.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{post.excerpt}</p>
              <p className="mt-2 text-xs text-ink-muted">
                {timeAgo(post.createdAt, i18n.language)} · {t('votes.score', { score: post.voteScore })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ForumPagedList>
  );
};

/** /dashboard/forum: the member's topics and replies, in two tabs. */
export const MyForumActivity = () => {
  const { t } = useTranslation('forum');
  const [tab, setTab] = useState<'topics' | 'posts'>('topics');
  return (
    <div>
      <div role="tablist" aria-label={t('mine.tabsAria')} className="mb-5 flex gap-1">
        {(['topics', 'posts'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`my-forum-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`my-forum-panel-${key}`}
            onClick={() => setTab(key)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-medium',
              tab === key
                ? 'bg-forest-700 text-white'
                : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink',
            )}
          >
            {t(`mine.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`my-forum-panel-${tab}`} aria-labelledby={`my-forum-tab-${tab}`}>
        {tab === 'topics' ? <MyTopics /> : <MyPosts />}
      </div>
    </div>
  );
};
