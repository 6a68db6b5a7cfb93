import type { FastifyReply, FastifyRequest } from 'fastify';
import { forumTopicQueryKey } from '../../../core/domain/initialData';
import { ForumTopicDetail } from '../../../core/schemas/forum';
import type { RequestContext } from '../../http/context';
import { type PageHead, absoluteUrl, sendDetailPageShell, truncateText } from '../../http/pageHead';
import { optionalActorOf } from '../../http/requireSession';
import { htmlToText } from '../../http/sanitizeHtml';
import { loadTopic } from './service';

/**
 * Crawler head of a topic page (GET /community/topic/:slug and its aliases /community/onderwerp, /topic,
 * /onderwerp): title, description from the content, canonical /community/topic/{slug}, a schema.org
 * DiscussionForumPosting, and the topic seeded as the web's ['forum', 'topic', slug] query (loaded as the
 * viewer, so their vote and buttons are right at once). Unknown or hidden topic: the plain shell (200, noindex).
 */

export const topicPath = (slug: string): string => `/community/topic/${encodeURIComponent(slug)}`;

export const topicJsonLd = (topic: ForumTopicDetail, publicUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'DiscussionForumPosting',
  headline: topic.title,
  url: absoluteUrl(publicUrl, topicPath(topic.slug)),
  text: truncateText(htmlToText(topic.html), 500),
  datePublished: topic.createdAt,
  dateModified: topic.updatedAt,
  author: { '@type': 'Person', name: topic.author.name ?? 'Community Lid' },
  ...(topic.tags.length > 0 ? { keywords: topic.tags.join(', ') } : {}),
  interactionStatistic: [
    {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/ViewAction',
      userInteractionCount: topic.viewCount,
    },
    {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: topic.postCount,
    },
    {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: Math.max(topic.voteScore, 0),
    },
  ],
});

export const topicPageHead = (topic: ForumTopicDetail, publicUrl: string, idOrSlug: string): PageHead => ({
  title: topic.title,
  description: `${topic.category.name} — ${htmlToText(topic.html)}`,
  canonicalPath: topicPath(topic.slug),
  type: 'article',
  jsonLd: topicJsonLd(topic, publicUrl),
  entries: [{ key: forumTopicQueryKey(idOrSlug), data: topic }],
});

export const sendTopicPageShell = async (
  ctx: RequestContext,
  req: FastifyRequest,
  reply: FastifyReply,
  idOrSlug: string,
): Promise<FastifyReply> => {
  const viewer = await optionalActorOf(ctx, req, reply);
  return sendDetailPageShell(
    req,
    reply,
    ctx.config.publicUrl,
    {
      load: () => loadTopic(ctx.db, viewer, idOrSlug),
      schema: ForumTopicDetail,
      notFoundCode: 'forum_topic_not_found',
      head: (topic) => topicPageHead(topic, ctx.config.publicUrl, idOrSlug),
    },
    { notFoundStatus: 200 },
  );
};
