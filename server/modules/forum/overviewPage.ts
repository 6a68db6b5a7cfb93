import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FORUM_OVERVIEW_LATEST,
  FORUM_SIDEBAR_RECENT_ACTIVITY,
  forumTopicListParams,
} from '../../../core/domain/forum';
import {
  type InitialDataEntry,
  forumCategoriesQueryKey,
  forumStatsQueryKey,
  forumTopicsQueryKey,
} from '../../../core/domain/initialData';
import {
  ForumCategoryList,
  ForumStats,
  ForumStatsQuery,
  ForumTopicPage,
  ForumTopicQuery,
} from '../../../core/schemas/forum';
import type { RequestContext } from '../../http/context';
import { type PageData, type PageDataRoute, apiQueryOf, screenPageData } from '../../http/pageData';
import { optionalActorOf } from '../../http/requireSession';
import { listCategories, listTopics, loadStats } from './service';

/**
 * The forum overview's first screen for its HTML (/community, web CommunityPage): the stats sidebar, and either
 * the category list with the latest topics or, with ?q=, the search results, each read from the URL by the
 * page's own rule (forumTopicListParams) and answered exactly as the forum's GET endpoints answer the browser,
 * under the browser's keys (forumKeys). The topic lists are read as the viewer, as GET /api/forum/topics reads
 * them (moderators also see hidden topics), so a signed-in moderator's hydration finds their own list;
 * categories and stats are the same for everyone.
 */
export const communityPageData = (ctx: RequestContext): PageDataRoute =>
  screenPageData(
    ['community'],
    async (req: FastifyRequest, reply: FastifyReply): Promise<PageData | null> => {
      const params = new URL(req.url, 'http://kring.invalid').searchParams;
      const q = params.get('q')?.trim() ?? '';
      const topicList = q
        ? forumTopicListParams({ view: 'all', q }, params)
        : forumTopicListParams({ view: 'recent' }, params, FORUM_OVERVIEW_LATEST);
      const viewer = await optionalActorOf(ctx, req, reply);
      const { recent } = ForumStatsQuery.parse(apiQueryOf({ recent: FORUM_SIDEBAR_RECENT_ACTIVITY }));
      // A list the API refuses (an author that is no id, words too long) is left to the browser, which shows it.
      const topicQuery = ForumTopicQuery.safeParse(apiQueryOf(topicList));
      const [stats, topics, categories] = await Promise.all([
        loadStats(ctx.db, recent),
        topicQuery.success ? listTopics(ctx.db, viewer, topicQuery.data) : null,
        q ? null : listCategories(ctx.db),
      ]);
      // Parsed as the API's serializer does, so the cache holds exactly what the browser would have fetched.
      const entries: InitialDataEntry[] = [{ key: forumStatsQueryKey(), data: ForumStats.parse(stats) }];
      if (topics) entries.push({ key: forumTopicsQueryKey(topicList), data: ForumTopicPage.parse(topics) });
      if (categories) {
        entries.push({ key: forumCategoriesQueryKey(), data: ForumCategoryList.parse(categories) });
      }
      return { entries };
    },
  );
