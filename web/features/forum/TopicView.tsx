import { CalendarDays, Eye, MessageCircle, Pin } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FORUM_PAGE_SIZE, formatForumCount, quoteMarkdown } from '@core/domain/forum';
import type { ForumPost, ForumTopicDetail } from '@core/schemas/forum';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatEventDate } from '@web/lib/format';
import { pageParam } from '@web/lib/pageParam';
import { scrollBehavior } from '@web/lib/useMediaQuery';
import { AuthorCard, authorName } from './AuthorCard';
import { CategoryDot } from './CategoryDot';
import { ForumHtml } from './ForumHtml';
import { ForumMark } from './ForumMark';
import { ForumPagedList } from './ForumPagedList';
import { categoryPath, COMMUNITY_PATH, GUIDELINES_PATH } from './paths';
import { PostItem } from './PostItem';
import { useTopicPosts } from './queries';
import { ReplyForm } from './ReplyForm';
import { TopicActions } from './TopicActions';
import { TopicTags } from './TopicTags';
import { VoteButtons } from './VoteButtons';

const TopicPosts = ({
  topic,
  onQuote,
}: {
  topic: ForumTopicDetail;
  onQuote?: ((post: ForumPost) => void) | undefined;
}) => {
  const { t } = useTranslation('forum');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useTopicPosts(topic.id, page);
  return (
    <ForumPagedList
      query={query}
      skeleton={{ rows: 3, rowClassName: 'h-28', className: 'space-y-3' }}
      errorTitle={t('posts.errorTitle')}
      empty={
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t('posts.empty')}
        </p>
      }
      // Only a topic without replies is empty: a page past the last keeps its pagination, the way back.
      isEmpty={(data) => data.total === 0}
      onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      summaryKey="posts.pagination"
    >
      {(posts) => (
        <ol className="space-y-3" data-testid="forum-posts">
          {posts.map((post) => (
            <PostItem key={post.id} post={post} onQuote={onQuote} />
          ))}
        </ol>
      )}
    </ForumPagedList>
  );
};

/** The topic page: the topic, its replies (20 a page), quoting, votes, the reply form and the actions. */
export const TopicView = ({ topic }: { topic: ForumTopicDetail }) => {
  const { t, i18n } = useTranslation('forum');
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState('');
  const [quotedPostId, setQuotedPostId] = useState<string | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const canQuote = topic.status === 'open' && topic.abilities.canReply;

  const handleQuote = (post: ForumPost) => {
    setDraft(
      (current) =>
        `${current ? `${current.trimEnd()}\n\n` : ''}${quoteMarkdown(authorName(post.author), post.content)}`,
    );
    setQuotedPostId(post.id);
    replyRef.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    replyRef.current?.focus({ preventScroll: true });
  };

  const handlePosted = () => {
    // A new reply is the last one: show the last page.
    const pages = Math.max(1, Math.ceil((topic.postCount + 1) / FORUM_PAGE_SIZE));
    setParams(pages === 1 ? {} : { page: String(pages) }, { preventScrollReset: true });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <nav aria-label={t('breadcrumb')} className="text-sm text-ink-muted">
          <Link to={COMMUNITY_PATH} className="hover:text-forest-700 hover:underline">
            {t('eyebrow')}
          </Link>
          {' / '}
          <Link to={categoryPath(topic.category.slug)} className="hover:text-forest-700 hover:underline">
            {topic.category.name}
          </Link>
        </nav>
        <article data-testid="forum-topic">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={categoryPath(topic.category.slug)}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-ink ring-1 ring-line hover:ring-forest-300"
              data-testid="topic-category"
            >
              <CategoryDot color={topic.category.color} className="size-2.5" />
              {topic.category.name}
            </Link>
            {topic.isPinned || topic.isFeatured ? (
              <Badge tone="forest">
                <Pin aria-hidden className="size-3" />
                {t(topic.isPinned ? 'marks.pinned' : 'marks.featured')}
              </Badge>
            ) : null}
            {topic.status === 'closed' ? <ForumMark mark="closed" testId="topic-closed-badge" /> : null}
            {topic.isHidden ? <ForumMark mark="hidden" /> : null}
          </div>
          <h1 className="mt-3 text-3xl leading-tight font-medium break-words sm:text-4xl">{topic.title}</h1>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span>{t('topic.created', { date: formatEventDate(topic.createdAt, i18n.language) })}</span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="size-4" />
              {t('counts.views', { count: topic.viewCount, value: formatForumCount(topic.viewCount) })}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden className="size-4" />
              {t('counts.replies', { count: topic.postCount, value: formatForumCount(topic.postCount) })}
            </span>
          </p>
          <TopicTags
            tags={topic.tags}
            tagHref={(tag) => `/community/recent?tag=${encodeURIComponent(tag)}`}
          />
          {topic.event ? (
            <Link
              to={topic.event.href}
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-clay-700 hover:underline"
            >
              <CalendarDays aria-hidden className="size-4" />
              {t('topic.aboutEvent', { title: topic.event.title })}
            </Link>
          ) : null}
          <Card className="mt-5">
            <CardBody className="p-5 sm:p-6">
              <AuthorCard author={topic.author} />
              <ForumHtml
                html={topic.html}
                className="mt-4 text-base sm:text-lg"
                testId="forum-topic-content"
              />
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
                <VoteButtons
                  target="topic"
                  id={topic.id}
                  score={topic.voteScore}
                  myVote={topic.myVote}
                  canVote={topic.abilities.canVote}
                />
                <TopicActions topic={topic} />
              </div>
            </CardBody>
          </Card>
        </article>
        <section aria-labelledby="topic-replies" className="space-y-4">
          <h2 id="topic-replies" className="font-display text-xl font-semibold">
            {t('posts.title')}
          </h2>
          <TopicPosts topic={topic} onQuote={canQuote ? handleQuote : undefined} />
        </section>
        <ReplyForm
          topic={topic}
          draft={draft}
          onDraft={setDraft}
          quotedPostId={quotedPostId}
          onClearQuote={() => setQuotedPostId(null)}
          onPosted={handlePosted}
          textareaRef={replyRef}
        />
      </div>
      <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
        <Card>
          <CardBody className="p-5">
            <h2 className="font-display text-lg font-semibold">{t('topic.guidelinesTitle')}</h2>
            <p className="mt-2 text-sm text-ink-soft">{t('topic.guidelinesText')}</p>
            <Link
              to={GUIDELINES_PATH}
              className="mt-3 inline-block text-sm font-semibold text-forest-700 underline underline-offset-2"
            >
              {t('quickLinks.guidelines')}
            </Link>
          </CardBody>
        </Card>
      </aside>
    </div>
  );
};
