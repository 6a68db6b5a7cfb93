import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams, useLocation } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { forumKeys, topicPath, TopicView, useCountTopicView, useForumTopic } from '@web/features/forum';
import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';

/**
 * /community/topic/{slug} and its aliases (/community/onderwerp, /topic, /onderwerp): the topic page.
 * An alias or an id in the URL is replaced by the canonical address; an unknown slug shows the Dutch 404.
 */
export const TopicPage = () => {
  const { slug = '' } = useParams();
  const query = useForumTopic(slug);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const topic = query.data;
  useCountTopicView(topic?.id);

  const canonical = topic ? topicPath(topic.slug) : null;
  useEffect(() => {
    if (!topic || !canonical || location.pathname === canonical) return;
    // Opened by id: the canonical address reads the same data, no second load.
    client.setQueryData(forumKeys.topic(topic.slug), topic);
    void navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [topic, canonical, client, location.pathname, location.search, location.hash, navigate]);

  return (
    <PublicDetailPage
      query={query}
      ns="forum"
      documentTitle={(topic) => topic.title}
      skeleton={
        <Container className="space-y-5 py-10" aria-busy="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-28 w-full" />
        </Container>
      }
    >
      {(topic) => (
        <Container className="py-8 sm:py-12" data-testid="topic-page">
          <TopicView topic={topic} />
        </Container>
      )}
    </PublicDetailPage>
  );
};
